// Older-style MVVM with Combine (iOS 14-16 tutorials): the view model debounces its @Published query in a pipeline
// built in `init` and publishes suggestions; the view owns it with @StateObject
// What SwiftUI does: each keystroke writes `query` through the text field's binding (rules §9.2); every `@Published`
// set sends `objectWillChange`, so the screen's body runs per keystroke (rules §6.3, §6.5). Subscribing to `$query`
// delivers the current value at once (rules §6.3); `debounce` on the main queue waits on the virtual clock and only
// lets the last value through after 300 ms of quiet (rules §15.15, ObsREPL's choice), so nothing is searched while
// typing and the empty first value is dropped. `:advance 300ms` delivers "sw"; the sink's write runs the body again.
// Sources: rules §6.3, §6.5, §9.2, §10.1, §15.15; Apple Combine `Publisher/debounce(for:scheduler:options:)`
// https://developer.apple.com/documentation/combine/publisher/debounce(for:scheduler:options:)
import SwiftUI
import Combine

@MainActor
final class PackageSearchViewModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var suggestions: [String] = []

    private let catalog = ["alamofire", "swift-argument-parser", "swift-collections", "kingfisher"]
    private var cancellables = Set<AnyCancellable>()

    init() {
        print("PackageSearchViewModel init")
        $query
            .debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
            .removeDuplicates()
            .sink { [weak self] text in
                self?.search(text)
            }
            .store(in: &cancellables)
    }

    private func search(_ text: String) {
        print("searching for '\(text)'")
        suggestions = text.isEmpty ? [] : catalog.filter { $0.contains(text) }
    }
}

struct PackageSearchScreen: View {
    @StateObject private var viewModel = PackageSearchViewModel()

    var body: some View {
        let _ = print("PackageSearchScreen body: '\(viewModel.query)' -> \(viewModel.suggestions)")
        VStack {
            TextField("Search packages", text: $viewModel.query)
            ForEach(viewModel.suggestions, id: \.self) { name in
                Text(name)
            }
        }
    }
}

:mount PackageSearchScreen()
// expect: PackageSearchViewModel init
// expect: PackageSearchScreen body: '' -> []
:type "sw" into "Search packages"
// expect: PackageSearchScreen body: 's' -> []
// expect: PackageSearchScreen body: 'sw' -> []
:advance 300ms
// expect: searching for 'sw'
// expect: PackageSearchScreen body: 'sw' -> ["swift-argument-parser", "swift-collections"]
:type "i" into "Search packages"
// expect: PackageSearchScreen body: 'swi' -> ["swift-argument-parser", "swift-collections"]
:advance 100ms
:advance 200ms
// expect: searching for 'swi'
// expect: PackageSearchScreen body: 'swi' -> ["swift-argument-parser", "swift-collections"]
