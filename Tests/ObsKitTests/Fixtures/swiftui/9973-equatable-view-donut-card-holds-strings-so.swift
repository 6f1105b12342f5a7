// WWDC23 "Demystify SwiftUI performance" style: an Equatable view: a donut card holds Strings, so it is not plain data and SwiftUI compares it with its own ==, which looks only at the donut's name and ignores the `lastViewed` caption; a parent render with a new caption skips the card's body, a new name runs it (rules §2.1, §2.2, §2.7)
import SwiftUI

struct DonutCard: View, Equatable {
    let name: String
    let lastViewed: String

    static func == (lhs: DonutCard, rhs: DonutCard) -> Bool {
        lhs.name == rhs.name
    }

    var body: some View {
        let _ = print("DonutCard body: \(name), \(lastViewed)")
        VStack {
            Text(name)
            Text(lastViewed)
        }
    }
}

struct Gallery: View {
    @State private var name = "Glazed"
    @State private var viewCount = 0

    var body: some View {
        let _ = print("Gallery body: \(name), \(viewCount)")
        VStack {
            DonutCard(name: name, lastViewed: "viewed \(viewCount) times")
            Button("View again") { viewCount += 1 }
            Button("Show Maple") { name = "Maple" }
        }
    }
}

:mount Gallery()
// expect: Gallery body: Glazed, 0
// expect: DonutCard body: Glazed, viewed 0 times
:tap "View again"
// expect: Gallery body: Glazed, 1
:tap "View again"
// expect: Gallery body: Glazed, 2
:tap "Show Maple"
// expect: Gallery body: Maple, 2
// expect: DonutCard body: Maple, viewed 2 times
