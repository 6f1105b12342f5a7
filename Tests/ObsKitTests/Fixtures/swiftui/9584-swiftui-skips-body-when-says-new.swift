// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/equatable() (a view made Equatable with its own == and wrapped with .equatable(): SwiftUI skips its body when == says the new value equals the old one)
// Apple's pages: `equatable()` "prevents the view from updating its child view when its new value is the
// same as its old value", and EquatableView is "a view type that compares itself against its previous value
// and prevents its child updating if its new value is the same as its old value." Here NumberView's ==
// compares only `number` and ignores `caption`, the usual way to skip work for an input that
// doesn't matter. So:
// - A parent change that gives NumberView a new caption but the same number runs no NumberView body: ==
//   said equal, so the old output (with the old caption) stays.
// - A new number runs the body, which then shows the current caption too.
import SwiftUI

struct NumberView: View, Equatable {
    let number: Int
    let caption: String

    static func == (lhs: NumberView, rhs: NumberView) -> Bool {
        lhs.number == rhs.number
    }

    var body: some View {
        let _ = print("NumberView body: \(number), \(caption)")
        Text("\(caption): \(number)")
    }
}

struct CounterScreen: View {
    @State private var number = 0
    @State private var caption = "Count"

    var body: some View {
        VStack {
            NumberView(number: number, caption: caption)
                .equatable()
            Button("Rename") { caption = caption == "Count" ? "Total" : "Count" }
            Button("Increment") { number += 1 }
        }
    }
}

:mount CounterScreen()
// expect: NumberView body: 0, Count
:tap "Rename"
:tap "Increment"
// expect: NumberView body: 1, Total
:tap "Rename"
:tap "Rename"
:tap "Increment"
// expect: NumberView body: 2, Total
