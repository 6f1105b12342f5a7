// Apple sample style (Fruta): a smoothie menu filtered by a category Picker that reloads its list from a simulated catalog service in `.task(id: category)`, showing a loading state.
// SwiftUI: `.task(id:)` starts after the first appearance and restarts whenever the id changes, cancelling the one still running (rules §11.3); writes the task makes before it waits
// are flushed in the same turn, after the update that started it (rules §10.1, §10.3); writing an equal value to @State does nothing (rules §3.4); sleeps run on the virtual clock (rules §15.15).
import SwiftUI

enum SmoothieCategory: String, CaseIterable, Identifiable {
    case all = "All"
    case tropical = "Tropical"
    case berry = "Berry"
    var id: Self { self }
}

struct CatalogItem: Identifiable, Equatable {
    let id: String
    let title: String
    let category: SmoothieCategory
}

enum CatalogService {
    static let items = [
        CatalogItem(id: "berry-blue", title: "Berry Blue", category: .berry),
        CatalogItem(id: "mango-jambo", title: "Mango Jambo", category: .tropical),
        CatalogItem(id: "papaya-power", title: "Papaya Power", category: .tropical),
        CatalogItem(id: "very-berry", title: "Very Berry", category: .berry),
    ]

    static func fetch(_ category: SmoothieCategory) async throws -> [CatalogItem] {
        try await Task.sleep(for: .seconds(1))
        return category == .all ? items : items.filter { $0.category == category }
    }
}

struct SmoothieMenuView: View {
    @State private var category = SmoothieCategory.all
    @State private var smoothies: [CatalogItem] = []
    @State private var isLoading = false

    var body: some View {
        let _ = print("menu: \(category.rawValue), \(smoothies.count) items, \(isLoading ? "loading" : "idle")")
        NavigationStack {
            List {
                Picker("Category", selection: $category) {
                    ForEach(SmoothieCategory.allCases) { category in
                        Text(category.rawValue).tag(category)
                    }
                }
                .pickerStyle(.segmented)
                if isLoading {
                    ProgressView()
                }
                ForEach(smoothies) { smoothie in
                    Text(smoothie.title)
                }
            }
            .navigationTitle("Menu")
        }
        .task(id: category) {
            isLoading = true
            print("loading \(category.rawValue)")
            do {
                let result = try await CatalogService.fetch(category)
                smoothies = result
                isLoading = false
                print("loaded \(category.rawValue): \(result.map(\.title))")
            } catch {
                return
            }
        }
    }
}

:mount SmoothieMenuView()
// expect: menu: All, 0 items, idle
// expect: loading All
// expect: menu: All, 0 items, loading
:advance 1s
// expect: loaded All: ["Berry Blue", "Mango Jambo", "Papaya Power", "Very Berry"]
// expect: menu: All, 4 items, idle
:pick "Tropical" in "Category"
// expect: menu: Tropical, 4 items, idle
// expect: loading Tropical
// expect: menu: Tropical, 4 items, loading
:advance 500ms
:pick "Berry" in "Category"
// expect: menu: Berry, 4 items, loading
// expect: loading Berry
:advance 500ms
:advance 500ms
// expect: loaded Berry: ["Berry Blue", "Very Berry"]
// expect: menu: Berry, 2 items, idle
