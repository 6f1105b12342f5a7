// Headlines: pull to refresh as Apple's `refreshable` page shows it, plus a first load in `.task`, own code: one
// `ObservableObject` whose `refresh()` waits a second and replaces the list.
// What SwiftUI does: the first load starts after the first update (rules §11.3). `refreshable` runs its async action
// when the user pulls (`:refresh`): it runs until it waits, and `:advance` resumes it (rules §15.10). Each refresh
// publishes one new array, so the body runs once per finished refresh (rules §6.3, §10.1); a property that isn't
// `@Published` (the edition counter) publishes nothing.
// Sources: rules §6.3, §10.1, §11.3, §15.10; https://developer.apple.com/documentation/swiftui/view/refreshable(action:)
import SwiftUI

@MainActor
final class HeadlinesViewModel: ObservableObject {
    @Published var headlines: [String] = []
    private var edition = 0

    func refresh() async {
        edition += 1
        let current = edition
        print("refresh \(current): requesting")
        try? await Task.sleep(for: .seconds(1))
        headlines = ["Edition \(current): Markets rally", "Edition \(current): Rain expected"]
        print("refresh \(current): done")
    }
}

struct HeadlinesView: View {
    @StateObject private var viewModel = HeadlinesViewModel()

    var body: some View {
        let _ = print("HeadlinesView body: \(viewModel.headlines.first ?? "empty")")
        NavigationStack {
            List(viewModel.headlines, id: \.self) { headline in
                Text(headline)
            }
            .refreshable {
                await viewModel.refresh()
            }
            .navigationTitle("Headlines")
        }
        .task {
            await viewModel.refresh()
        }
    }
}

:mount HeadlinesView()
// expect: HeadlinesView body: empty
// expect: refresh 1: requesting
:advance 1s
// expect: refresh 1: done
// expect: HeadlinesView body: Edition 1: Markets rally
:refresh
// expect: refresh 2: requesting
:advance 1s
// expect: refresh 2: done
// expect: HeadlinesView body: Edition 2: Markets rally
