// SwiftUI from Apple's documentation: .equatable() with a custom == skips the child's body when == says equal
// Apple, equatable() (https://developer.apple.com/documentation/swiftui/view/equatable()): "Prevents the view from
// updating its child view when its new value is the same as its old value." EquatableView (…/swiftui/equatableview):
// "compares itself against its previous value and prevents its child updating". John Harper (SwiftUI team), quoted at
// https://chris.eidhof.nl/note/swiftui-view-equality: "EqView is a way to force the use of ==."
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
    @State private var year = 1990
    var body: some View {
        let _ = print("Timeline body \(year)")
        VStack {
            Decade(year: year).equatable()
            Button("Next year") { year += 1 }
        }
    }
}

:mount Timeline()
:tap "Next year"
:tap "Next year"
// expect: Timeline body 1990
// expect: Decade body 1990
// expect: Timeline body 1991
// expect: Timeline body 1992
