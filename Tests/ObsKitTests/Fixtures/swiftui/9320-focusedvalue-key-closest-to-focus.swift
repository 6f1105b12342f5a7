// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/focusedvalue (a FocusedValueKey published by a form and by one of its fields: the value closest to the focus wins)
// known-gap: error: 9320-focusedvalue-key-closest-to-focus.swift:16:1: error: not supported yet: extensions of 'FocusedValues' (only types declared in the session can be extended)
// FocusedValueKey: a focused value key can be made "by manually creating a type that conforms to this protocol"
// with its Value, and a FocusedValues property that reads and writes `self[Key.self]`. FocusedValue: "If multiple
// views publish values using the same key, the wrapped property will reflect the value from the view closest to
// focus", and the value comes from "the focused view or one of its ancestors".
// - Mount: nothing focused: "none".
// - Tapping Card number: that field publishes "card" itself, nearer than the form's "payment": "card".
// - Tapping Name on card: that field publishes nothing, its ancestor the form does: "payment".
// - Return in Name on card: nothing focused again: "none".
import SwiftUI

struct HelpTopicKey: FocusedValueKey {
    typealias Value = String
}

extension FocusedValues {
    var helpTopic: String? {
        get { self[HelpTopicKey.self] }
        set { self[HelpTopicKey.self] = newValue }
    }
}

struct HelpButton: View {
    @FocusedValue(\.helpTopic) private var topic

    var body: some View {
        let _ = print("help topic: \(topic ?? "none")")
        Button("Help") {}
    }
}

struct CheckoutScreen: View {
    @State private var cardNumber = ""
    @State private var holder = ""

    var body: some View {
        VStack {
            VStack {
                TextField("Card number", text: $cardNumber)
                    .focusedValue(\.helpTopic, "card")
                TextField("Name on card", text: $holder)
            }
            .focusedValue(\.helpTopic, "payment")
            HelpButton()
        }
    }
}

:mount CheckoutScreen()
// expect: help topic: none
:focus "Card number"
// expect: help topic: card
:focus "Name on card"
// expect: help topic: payment
:submit "Name on card"
// expect: help topic: none
