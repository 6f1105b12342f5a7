// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/combine/published (@Published publishes on every set, even of an equal value: the dropFirst sink and the observing view's body both run again when the same false is assigned twice)
import SwiftUI
import Combine

final class FilterModel: ObservableObject {
    @Published var showDone = false
    private var cancellables = Set<AnyCancellable>()

    init() {
        $showDone
            .dropFirst()
            .sink { print("showDone set to \($0)") }
            .store(in: &cancellables)
    }
}

struct FilterView: View {
    @StateObject private var filter = FilterModel()

    var body: some View {
        let _ = print("body: showDone=\(filter.showDone)")
        VStack {
            Button("Hide done") { filter.showDone = false }
            Button("Show done") { filter.showDone = true }
        }
    }
}

:mount FilterView()
:tap "Hide done"
:tap "Hide done"
:tap "Show done"
// expect: body: showDone=false
// expect: showDone set to false
// expect: body: showDone=false
// expect: showDone set to false
// expect: body: showDone=false
// expect: showDone set to true
// expect: body: showDone=true
