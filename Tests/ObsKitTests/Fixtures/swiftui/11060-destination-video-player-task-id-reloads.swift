// Apple sample style (Destination Video player): .task(id:) reloads when the selected category changes, cancelling the running load; a Picker drives the id (rules §11.3, §15.5, §3.5)
import SwiftUI

actor CatalogService {
    func videos(in category: String) async throws -> [String] {
        try await Task.sleep(for: .seconds(1))
        return ["\(category) 1", "\(category) 2"]
    }
}

struct CategoryBrowser: View {
    let service: CatalogService
    @State private var category = "Nature"
    @State private var videos: [String] = []
    var body: some View {
        let _ = print("CategoryBrowser body \(category) \(videos)")
        VStack {
            Picker("Category", selection: $category) {
                Text("Nature").tag("Nature")
                Text("Cities").tag("Cities")
                Text("Space").tag("Space")
            }
            List(videos, id: \.self) { Text($0) }
        }
        .task(id: category) {
            print("load \(category)")
            do {
                videos = try await service.videos(in: category)
            } catch is CancellationError {
                print("cancelled \(category)")
            } catch {
                print("error \(error)")
            }
        }
    }
}

struct ContentView: View {
    private let service = CatalogService()
    var body: some View {
        NavigationStack {
            CategoryBrowser(service: service)
        }
    }
}

:mount ContentView()
// expect: CategoryBrowser body Nature []
// expect: load Nature
:advance 1s
// expect: CategoryBrowser body Nature ["Nature 1", "Nature 2"]
:pick "Cities" in "Category"
// expect: CategoryBrowser body Cities ["Nature 1", "Nature 2"]
// expect: load Cities
:advance 500ms
:advance 500ms
// expect: CategoryBrowser body Cities ["Cities 1", "Cities 2"]
