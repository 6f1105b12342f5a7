// Apple docs style: the ViewModifier page, with state: a modifier owning @State shows or hides its content; new content alone reaches the screen without the modifier's body running, and content that is hidden runs no body (rules §2.9, §3.5)
import SwiftUI

struct Collapsible: ViewModifier {
    let title: String
    @State private var isOpen = false

    func body(content: Content) -> some View {
        let _ = print("Collapsible body: \(title) open=\(isOpen)")
        VStack {
            Button(isOpen ? "Hide \(title)" : "Show \(title)") { isOpen.toggle() }
            if isOpen {
                content
            }
        }
    }
}

extension View {
    func collapsible(_ title: String) -> some View {
        modifier(Collapsible(title: title))
    }
}

struct Summary: View {
    let count: Int

    var body: some View {
        let _ = print("Summary body: \(count)")
        Text("\(count) items")
    }
}

struct Cart: View {
    @State private var count = 1

    var body: some View {
        let _ = print("Cart body")
        VStack {
            Summary(count: count).collapsible("Details")
            Button("Add") { count += 1 }
        }
    }
}

:mount Cart()
// expect: Cart body
// expect: Collapsible body: Details open=false
:tap "Show Details"
// expect: Collapsible body: Details open=true
// expect: Summary body: 1
:tap "Add"
// expect: Cart body
// expect: Summary body: 2
:tap "Hide Details"
// expect: Collapsible body: Details open=false
:tap "Add"
// expect: Cart body
