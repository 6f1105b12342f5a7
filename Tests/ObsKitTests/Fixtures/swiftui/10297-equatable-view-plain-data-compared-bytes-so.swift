// identity-and-lifetime style: an Equatable view of plain data is compared by its bytes, so its own == (which ignores the revision) is never asked and the body runs when the revision changes; .equatable() makes SwiftUI ask == and the second tag is skipped (rules §2.1, §2.2, §2.7)
import SwiftUI

struct PriceTag: View, Equatable {
    let cents: Int
    let revision: Int

    static func == (lhs: PriceTag, rhs: PriceTag) -> Bool {
        lhs.cents == rhs.cents
    }

    var body: some View {
        let _ = print("PriceTag body: \(cents) rev \(revision)")
        Text("$\(cents / 100).\(cents % 100)")
    }
}

struct Shop: View {
    @State private var revision = 0

    var body: some View {
        let _ = print("Shop body: rev \(revision)")
        VStack {
            Button("Bump revision") { revision += 1 }
            PriceTag(cents: 1299, revision: revision)
            PriceTag(cents: 450, revision: revision)
                .equatable()
        }
    }
}

:mount Shop()
// expect: Shop body: rev 0
// expect: PriceTag body: 1299 rev 0
// expect: PriceTag body: 450 rev 0
:tap "Bump revision"
// expect: Shop body: rev 1
// expect: PriceTag body: 1299 rev 1
:tap "Bump revision"
// expect: Shop body: rev 2
// expect: PriceTag body: 1299 rev 2
