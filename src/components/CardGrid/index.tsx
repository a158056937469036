import {Children, isValidElement} from 'react';
import type {ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export type Props = {
  /** Cards per row on wide screens; narrow screens always show one. */
  columns?: 2 | 3 | 4;
  /** Each child is one cell; give each a `key`. */
  children: ReactNode;
  className?: string;
};

const COLUMN_CLASS = {2: 'col--6', 3: 'col--4', 4: 'col--3'} as const;

/** A responsive list of cards on the Infima grid. */
export default function CardGrid({columns = 3, children, className}: Props): ReactNode {
  return (
    <ul className={clsx('row', styles.grid, className)}>
      {Children.toArray(children).map((child, index) => (
        <li
          key={isValidElement(child) && child.key !== null ? child.key : index}
          className={clsx('col', COLUMN_CLASS[columns], styles.cell)}>
          {child}
        </li>
      ))}
    </ul>
  );
}
