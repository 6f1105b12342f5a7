// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/task(priority:_:) (a view model's async load() started from .task when the view appears: it runs until it awaits, and the fetched titles reach the view when the sleep ends)
import SwiftUI

@Observable
final class PodcastViewModel {
    var titles: [String] = []
    var isLoading = false

    func load() async {
        isLoading = true
        print("fetching episodes")
        try? await Task.sleep(for: .seconds(1))
        titles = ["Pilot", "Second Wind", "Finale"]
        isLoading = false
    }
}

struct PodcastView: View {
    @State private var viewModel = PodcastViewModel()

    var body: some View {
        List(viewModel.titles, id: \.self) { Text($0) }
            .overlay {
                if viewModel.isLoading {
                    ProgressView()
                }
            }
            .task {
                await viewModel.load()
            }
            .onChange(of: viewModel.titles) { _, titles in
                print("showing \(titles.count) episodes: \(titles.joined(separator: ", "))")
            }
    }
}

:mount PodcastView()
:advance 1s
// expect: fetching episodes
// expect: showing 3 episodes: Pilot, Second Wind, Finale
