// Tutorial style (reloading when a Picker changes, with .task(id:)): the category is the task's id; a new pick cancels the request in flight and starts another, and the cancelled task, reading @State outside an update, sees the new category (rules §11.3, §3.4, §3.5, §15.5)
import SwiftUI

enum Category: String, CaseIterable, Identifiable {
    case dogs, cats, birds
    var id: Self { self }
}

struct BreedService {
    func breeds(for category: Category) async throws -> [String] {
        try await Task.sleep(for: .milliseconds(500))
        switch category {
        case .dogs: return ["Beagle", "Collie"]
        case .cats: return ["Siamese"]
        case .birds: return ["Parrot", "Finch", "Robin"]
        }
    }
}

struct BreedsView: View {
    @State private var category: Category = .dogs
    @State private var breeds: [String] = []
    @State private var isLoading = false
    let service = BreedService()

    var body: some View {
        let _ = print("body: \(category.rawValue), loading=\(isLoading), \(breeds.count) breeds")
        Form {
            Picker("Category", selection: $category) {
                ForEach(Category.allCases) { category in
                    Text(category.rawValue.capitalized).tag(category)
                }
            }
            if isLoading {
                ProgressView()
            }
            ForEach(breeds, id: \.self) { breed in
                Text(breed)
            }
        }
        .task(id: category) {
            isLoading = true
            do {
                let result = try await service.breeds(for: category)
                print("loaded \(result.count) \(category.rawValue)")
                breeds = result
                isLoading = false
            } catch {
                print("request for \(category.rawValue) cancelled")
            }
        }
    }
}

:mount BreedsView()
// expect: body: dogs, loading=false, 0 breeds
// expect: body: dogs, loading=true, 0 breeds
:advance 500ms
// expect: loaded 2 dogs
// expect: body: dogs, loading=false, 2 breeds
:pick "Cats" in "Category"
// expect: body: cats, loading=false, 2 breeds
// expect: body: cats, loading=true, 2 breeds
:advance 200ms
:pick "Birds" in "Category"
// expect: body: birds, loading=true, 2 breeds
// expect: request for birds cancelled
:advance 500ms
// expect: loaded 3 birds
// expect: body: birds, loading=false, 3 breeds
