// A custom ViewModifier that owns @State, wrapped in a View extension (the `.collapsible("Title")` helper
// tutorials teach), around a child view the parent feeds.
// What SwiftUI does: a modifier is a value with a body of its own (Apple, ViewModifier:
// https://developer.apple.com/documentation/swiftui/viewmodifier). Its @State belongs to it, so toggling it runs
// only the modifier's body (rules §0.2, §3.4), not the parent's. Hiding the content removes the child; showing it
// makes a new child whose body runs (rules §1.1). When the parent re-renders with an equal modifier value
// (same title, same @State initial value, rules §2.5) the modifier's body is skipped (rules §2.7), while the
// content that changed (a new itemCount) runs its own body: the modifier's body is built from the modifier value
// alone, with an empty `_ViewModifier_Content()` placeholder, and only when that value changed (OpenSwiftUI,
// Sources/OpenSwiftUICore/Modifier/ViewModifier/CustomViewModifier.swift, `ModifierBodyAccessor.updateBody`).
import SwiftUI

struct CollapsibleSection: ViewModifier {
    let title: String
    @State private var isExpanded = true

    func body(content: Content) -> some View {
        let _ = print("CollapsibleSection(\(title)) body, expanded \(isExpanded)")
        VStack(alignment: .leading) {
            Button(isExpanded ? "Hide \(title)" : "Show \(title)") {
                isExpanded.toggle()
            }
            if isExpanded {
                content
            }
        }
    }
}

extension View {
    func collapsible(_ title: String) -> some View {
        modifier(CollapsibleSection(title: title))
    }
}

struct OrderSummary: View {
    let itemCount: Int

    var body: some View {
        let _ = print("OrderSummary body, \(itemCount) items")
        Text("\(itemCount) items in your order")
    }
}

struct CheckoutScreen: View {
    @State private var itemCount = 2

    var body: some View {
        let _ = print("CheckoutScreen body")
        VStack {
            OrderSummary(itemCount: itemCount)
                .collapsible("Summary")
            Button("Add item") { itemCount += 1 }
        }
    }
}

:mount CheckoutScreen()
// expect: CheckoutScreen body
// expect: CollapsibleSection(Summary) body, expanded true
// expect: OrderSummary body, 2 items
:tap "Hide Summary"
// expect: CollapsibleSection(Summary) body, expanded false
:tap "Show Summary"
// expect: CollapsibleSection(Summary) body, expanded true
// expect: OrderSummary body, 2 items
:tap "Add item"
// expect: CheckoutScreen body
// expect: OrderSummary body, 3 items
