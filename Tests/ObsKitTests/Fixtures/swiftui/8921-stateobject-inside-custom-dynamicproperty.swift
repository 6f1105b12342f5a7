// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/stateobject (a @StateObject inside a custom DynamicProperty wrapper: SwiftUI creates the object once for the view's lifetime even as the parent changes the view's inputs, and its published change re-renders the view)
import SwiftUI
import Combine

final class Loader: ObservableObject {
    @Published var items: [String] = []
    init() { print("Loader init") }
    func load() { items = ["apples", "pears"] }
}

@propertyWrapper
struct Loaded: DynamicProperty {
    @StateObject private var loader = Loader()

    var wrappedValue: [String] { loader.items }
    var projectedValue: Loader { loader }
}

struct ItemsView: View {
    let header: String
    @Loaded var items

    var body: some View {
        let _ = print("\(header): \(items.count) items")
        Button("Load") { $items.load() }
    }
}

struct Pager: View {
    @State private var page = 1

    var body: some View {
        VStack {
            Button("Next page") { page += 1 }
            ItemsView(header: "Page \(page)")
        }
    }
}

:mount Pager()
:tap "Load"
:tap "Next page"
:tap "Next page"
// expect: Loader init
// expect: Page 1: 0 items
// expect: Page 1: 2 items
// expect: Page 2: 2 items
// expect: Page 3: 2 items
