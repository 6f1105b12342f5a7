// SwiftUI from Apple's documentation: an EquatableView updates its child when == says the value differs
// Apple, EquatableView (https://developer.apple.com/documentation/swiftui/equatableview): "A view type that compares
// itself against its previous value and prevents its child updating if its new value is the same as its old value."
// When == returns false the child updates as usual.
import SwiftUI

struct Decade: View, Equatable {
    let year: Int
    static func == (lhs: Decade, rhs: Decade) -> Bool { lhs.year / 10 == rhs.year / 10 }
    var body: some View {
        let _ = print("Decade body \(year)")
        Text("\(year / 10 * 10)s")
    }
}

struct Timeline: View {
    @State private var year = 1998
    var body: some View {
        VStack {
            EquatableView(content: Decade(year: year))
            Button("Next year") { year += 1 }
        }
    }
}

:mount Timeline()
:tap "Next year"
:tap "Next year"
:tap "Next year"
// expect: Decade body 1998
// expect: Decade body 2000
