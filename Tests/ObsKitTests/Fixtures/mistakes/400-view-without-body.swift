// A view struct that declares `: View` but has no `body` (as when an article shows only the part of a
// view that matters) must stop with an error that names the missing requirement, not "not supported".
// Swift's own compiler rejects such a struct the same way ("does not conform to protocol 'View'"). What
// runs before the declaration still prints. No SwiftUI rule is involved (rules §0: a view is a struct
// with a body); the expected error follows swiftc's wording plus what is missing.
final class Ledger: ObservableObject {
    @Published var entries = 0
}
print("ledger declared")

struct LedgerView: View {
    @StateObject private var ledger = Ledger()
    init(ledger: Ledger) { }
}
print("not reached")

// expect: ledger declared
// expect-error: type 'LedgerView' does not conform to protocol 'View': it needs 'var body: some View { ... }'
