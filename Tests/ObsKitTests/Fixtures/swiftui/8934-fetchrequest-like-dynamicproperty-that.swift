// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/dynamicproperty/update() (a FetchRequest-like DynamicProperty that reads an @EnvironmentObject and recomputes its results in update(), before the body reads them; an environment object invalidates the view on any change of the object)
import SwiftUI
import Combine

final class Library: ObservableObject {
    @Published var titles = ["Swift", "SwiftUI", "Combine"]
}

struct TitleQuery: DynamicProperty {
    @EnvironmentObject private var library: Library
    let prefix: String
    private(set) var results: [String] = []

    init(prefix: String) { self.prefix = prefix }

    mutating func update() {
        results = library.titles.filter { $0.hasPrefix(prefix) }
    }
}

struct SwiftTitles: View {
    private var query = TitleQuery(prefix: "Swift")

    var body: some View {
        let _ = print("Swift titles: \(query.results.joined(separator: ", "))")
        Text("\(query.results.count) titles")
    }
}

struct LibraryView: View {
    @StateObject private var library = Library()

    var body: some View {
        VStack {
            Button("Add SwiftData") { library.titles.append("SwiftData") }
            Button("Add Metal") { library.titles.append("Metal") }
            SwiftTitles()
        }
        .environmentObject(library)
    }
}

:mount LibraryView()
:tap "Add SwiftData"
:tap "Add Metal"
// expect: Swift titles: Swift, SwiftUI
// expect: Swift titles: Swift, SwiftUI, SwiftData
// expect: Swift titles: Swift, SwiftUI, SwiftData
