// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/combine/publisher/removeduplicates() (removeDuplicates drops a repeated query: setting the same @Published value again still publishes, but the filtered sink does not run)
import SwiftUI
import Combine

final class SearchModel: ObservableObject {
    @Published var query = ""
    private(set) var rawDeliveries = 0
    private var cancellables = Set<AnyCancellable>()

    init() {
        $query
            .sink { [weak self] _ in self?.rawDeliveries += 1 }
            .store(in: &cancellables)
        $query
            .removeDuplicates()
            .sink { print("search for '\($0)'") }
            .store(in: &cancellables)
    }
}

struct SearchView: View {
    @StateObject private var model = SearchModel()

    var body: some View {
        VStack {
            Button("Set swift") { model.query = "swift" }
            Button("Set ui") { model.query = "ui" }
            Button("Report") { print("raw deliveries \(model.rawDeliveries)") }
        }
    }
}

:mount SearchView()
:tap "Set swift"
:tap "Set swift"
:tap "Set ui"
:tap "Report"
// expect: search for ''
// expect: search for 'swift'
// expect: search for 'ui'
// expect: raw deliveries 4
