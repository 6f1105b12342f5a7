// SwiftUI from a community tutorial: https://cocoabytes.aletsdelarosa.dev/blog/advanced/concurrency-swiftui (an @Observable @MainActor view model loaded with .task and refreshed with .refreshable, over a service actor)
// The guide covers "the modern, Swift 6-compatible way to load data in SwiftUI: the .task modifier, @MainActor isolation
// on view models, and the @Observable macro", with a FilmService that fetches Pixar films. Here the service is an
// actor that answers from constants (no network). Apple's task(priority:_:) page: the task starts when the view
// appears; refreshable(action:) runs its action when the user pulls to refresh. The model lives in @State of the root.
// - Mount: the model is made, the task loads once. Pull to refresh: a second request.
import SwiftUI
import Observation

struct PixarFilm: Identifiable {
    let id: Int
    let title: String
}

actor FilmService {
    private var requests = 0

    func fetchAll() async throws -> [PixarFilm] {
        requests += 1
        print("FilmService request \(requests)")
        return [PixarFilm(id: 1, title: "Toy Story"), PixarFilm(id: 2, title: "Up")]
    }
}

@Observable
@MainActor
final class FilmListViewModel {
    var films: [PixarFilm] = []
    var isLoading = false
    private let service = FilmService()

    init() { print("FilmListViewModel init") }

    func load() async {
        isLoading = true
        defer { isLoading = false }
        do {
            films = try await service.fetchAll()
            print("loaded \(films.map(\.title).joined(separator: ", "))")
        } catch {
            print("load failed: \(error)")
        }
    }
}

struct FilmListView: View {
    @State private var viewModel = FilmListViewModel()

    var body: some View {
        List(viewModel.films) { film in
            Text(film.title)
        }
        .overlay {
            if viewModel.isLoading { ProgressView() }
        }
        .task { await viewModel.load() }
        .refreshable { await viewModel.load() }
    }
}

:mount FilmListView()
// expect: FilmListViewModel init
// expect: FilmService request 1
// expect: loaded Toy Story, Up
:refresh
// expect: FilmService request 2
// expect: loaded Toy Story, Up
