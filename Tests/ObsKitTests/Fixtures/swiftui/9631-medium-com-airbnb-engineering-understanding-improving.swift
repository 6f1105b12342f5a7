// Airbnb Engineering (Cal Stephens, Miguel Jimenez), "Understanding and Improving SwiftUI Performance", https://medium.com/airbnb-engineering/understanding-and-improving-swiftui-performance-37b77ac61896 — a row holding an action closure re-renders at every parent render; making the view Equatable on its data (ignoring the closure) and using .equatable() skips it; a closure that captures nothing compares equal
// The article: SwiftUI's diffing "can't compare closures", so a view with a closure property is treated as
// changed whenever its parent re-renders; Airbnb's fix is an Equatable conformance that skips closures, so
// SwiftUI compares with == (rules §2.2, §2.4; T15). A static function passed as the action captures no context
// and compares equal. The closures capture the parent's @State, so the skipped row's old action still writes
// the current state.
import SwiftUI

struct ReviewRow: View {
    let title: String
    let onTap: () -> Void

    var body: some View {
        let _ = print("\(title) row body")
        Button(title, action: onTap)
    }
}

struct EquatableReviewRow: View, Equatable {
    let title: String
    let onTap: () -> Void

    static func == (lhs: EquatableReviewRow, rhs: EquatableReviewRow) -> Bool {
        lhs.title == rhs.title
    }

    var body: some View {
        let _ = print("\(title) row body")
        Button(title, action: onTap)
    }
}

struct ReviewsScreen: View {
    @State private var taps = 0

    static func logTap() {
        print("static tap")
    }

    var body: some View {
        let _ = print("ReviewsScreen body, taps \(taps)")
        VStack {
            ReviewRow(title: "Plain", onTap: { taps += 1 })
            EquatableReviewRow(title: "Equatable", onTap: { taps += 1 })
                .equatable()
            ReviewRow(title: "Static", onTap: Self.logTap)
        }
    }
}

:mount ReviewsScreen()
// expect: ReviewsScreen body, taps 0
// expect: Plain row body
// expect: Equatable row body
// expect: Static row body
:tap "Plain"
// expect: ReviewsScreen body, taps 1
// expect: Plain row body
:tap "Equatable"
// expect: ReviewsScreen body, taps 2
// expect: Plain row body
:tap "Static"
// expect: static tap
:tap "Equatable"
// expect: ReviewsScreen body, taps 3
// expect: Plain row body
