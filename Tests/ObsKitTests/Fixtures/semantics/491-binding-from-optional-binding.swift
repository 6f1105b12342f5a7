// Binding's failable init?(_ base: Binding<Value?>): nil when the base holds nil, else a binding to the
// value unwrapped whose writes go to the base (Apple's documentation of Binding.init(_:), "A new binding or
// nil when base is nil"; it warns that reading it after the base became nil crashes: it force-unwraps).
import SwiftUI
var nickname: String? = nil
let base = Binding<String?>(get: { nickname }, set: { nickname = $0 })
func describe() -> String {
    guard let unwrapped = Binding(base) else { return "no binding" }
    return "binding to \(unwrapped.wrappedValue)"
}
print(describe())
nickname = "Sam"
print(describe())
if let unwrapped = Binding(base) {
    unwrapped.wrappedValue = "Samantha"
}
print(nickname ?? "nil")
let held = Binding(base)!
nickname = nil
print(held.wrappedValue)
// expect: no binding
// expect: binding to Sam
// expect: Samantha
// expect-error: Unexpectedly found nil while unwrapping an Optional value
