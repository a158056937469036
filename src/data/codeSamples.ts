/**
 * Rust shown on the marketing pages. Kept as data so the unit test can parse every sample and
 * a broken snippet never reaches a reader.
 */
type RustSample = {
  id: string;
  /** File name shown as the code block title. */
  title: string;
  code: string;
};

export const HOME_SAMPLE: RustSample = {
  id: 'tip-jar',
  title: 'lib.rs',
  code: `#![cfg_attr(not(feature = "std"), no_std, no_main)]

#[ink::contract]
mod tip_jar {
    use ink::{storage::Mapping, U256};

    /// Emitted for every tip, so a frontend can show a live feed.
    #[ink(event)]
    pub struct Tipped {
        #[ink(topic)]
        from: Address,
        amount: U256,
    }

    #[ink(storage)]
    #[derive(Default)]
    pub struct TipJar {
        /// Total tipped per sender, keyed by their 20-byte address.
        totals: Mapping<Address, U256>,
    }

    impl TipJar {
        #[ink(constructor)]
        pub fn new() -> Self {
            Self::default()
        }

        /// Keeps the value sent with the call as a tip.
        #[ink(message, payable)]
        pub fn tip(&mut self) {
            let from = self.env().caller();
            let amount = self.env().transferred_value();
            let total = self.total_from(from).saturating_add(amount);
            self.totals.insert(from, &total);
            self.env().emit_event(Tipped { from, amount });
        }

        /// How much an address has tipped so far.
        #[ink(message)]
        pub fn total_from(&self, who: Address) -> U256 {
            self.totals.get(who).unwrap_or_default()
        }
    }
}
`,
};

export const RUST_SAMPLES: readonly RustSample[] = [HOME_SAMPLE];
