// WWDC23 "Demystify SwiftUI performance" style: a featured-donut view that takes the whole ObservableObject store re-runs for every change of the store, even a visitor count it never shows; the lighter view is given only the String it shows and runs only when that String changes (rules §6.5, §5.1, §2.3, §2.7)
import SwiftUI

final class DonutStore: ObservableObject {
    @Published var featured = "Glazed"
    @Published var visitorCount = 0
}

struct FeaturedHeavy: View {
    @ObservedObject var store: DonutStore

    var body: some View {
        let _ = print("FeaturedHeavy body: \(store.featured)")
        Text("Today: \(store.featured)")
    }
}

struct FeaturedLight: View {
    let name: String

    var body: some View {
        let _ = print("FeaturedLight body: \(name)")
        Text("Today: \(name)")
    }
}

struct StoreFront: View {
    @StateObject private var store = DonutStore()

    var body: some View {
        VStack {
            FeaturedHeavy(store: store)
            FeaturedLight(name: store.featured)
            Button("Visitor") { store.visitorCount += 1 }
            Button("Feature Maple") { store.featured = "Maple" }
        }
    }
}

:mount StoreFront()
// expect: FeaturedHeavy body: Glazed
// expect: FeaturedLight body: Glazed
:tap "Visitor"
// expect: FeaturedHeavy body: Glazed
:tap "Visitor"
// expect: FeaturedHeavy body: Glazed
:tap "Feature Maple"
// expect: FeaturedHeavy body: Maple
// expect: FeaturedLight body: Maple
