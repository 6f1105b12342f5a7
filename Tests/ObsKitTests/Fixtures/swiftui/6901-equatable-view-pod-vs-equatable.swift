// An Equatable view whose `==` ignores part of its data, used plainly and with `.equatable()` (the "EquatableView
// to skip bodies" tip from objc.io and Swift by Sundell).
// What SwiftUI does: a view made only of plain data (here two Ints) is compared bit for bit, even when it is
// Equatable; its `==` is not called (rules §2.1). `.equatable()` wraps it in EquatableView, which compares with
// `==` (Apple, EquatableView: https://developer.apple.com/documentation/swiftui/equatableview; rules §2.2). So when
// the rating moves from 4 to 5 (same "top rated" bucket), the plain badge runs its body and the equatable one is
// skipped; when the bucket changes (4 to 3), both run.
import SwiftUI

struct StarBadge: View, Equatable {
    let slot: Int
    let stars: Int

    static func == (lhs: StarBadge, rhs: StarBadge) -> Bool {
        lhs.slot == rhs.slot && (lhs.stars >= 4) == (rhs.stars >= 4)
    }

    var body: some View {
        let _ = print("StarBadge \(slot) body, \(stars) stars")
        Text(stars >= 4 ? "Top rated" : "Rated")
    }
}

struct ReviewScreen: View {
    @State private var stars = 4

    var body: some View {
        let _ = print("ReviewScreen body, \(stars) stars")
        VStack {
            StarBadge(slot: 1, stars: stars)
            StarBadge(slot: 2, stars: stars)
                .equatable()
            Button("More") { stars += 1 }
            Button("Less") { stars -= 1 }
        }
    }
}

:mount ReviewScreen()
// expect: ReviewScreen body, 4 stars
// expect: StarBadge 1 body, 4 stars
// expect: StarBadge 2 body, 4 stars
:tap "More"
// expect: ReviewScreen body, 5 stars
// expect: StarBadge 1 body, 5 stars
:tap "Less"
// expect: ReviewScreen body, 4 stars
// expect: StarBadge 1 body, 4 stars
:tap "Less"
// expect: ReviewScreen body, 3 stars
// expect: StarBadge 1 body, 3 stars
// expect: StarBadge 2 body, 3 stars
