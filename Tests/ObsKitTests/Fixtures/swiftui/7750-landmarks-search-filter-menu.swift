// Apple sample style (Landmarks, macOS-style filters on iPhone): a landmark list with `.searchable` text and a toolbar Menu holding a category Picker and a favorites Toggle, the shown rows computed from all three pieces of @State.
// SwiftUI: each filter is @State the body reads, so each change re-runs the list once (rules §3.5, §15.10); a Menu's items can be used only while it is open, and choosing in its picker or toggle
// closes it (rules §15.9); rows keep their nodes by id, so only rows that come back run their bodies (rules §1.2, §2.7).
import SwiftUI

enum FilterCategory: String, CaseIterable, Identifiable {
    case all = "All"
    case lakes = "Lakes"
    case rivers = "Rivers"
    case mountains = "Mountains"
    var id: Self { self }
}

struct Landmark: Identifiable, Equatable {
    let id: Int
    let name: String
    let category: FilterCategory
    let isFavorite: Bool
}

struct LandmarkRow: View {
    let landmark: Landmark

    var body: some View {
        let _ = print("row \(landmark.name)")
        HStack {
            Text(landmark.name)
            Spacer()
            if landmark.isFavorite {
                Image(systemName: "star.fill")
            }
        }
    }
}

struct LandmarkSearchList: View {
    let landmarks = [
        Landmark(id: 1, name: "Crescent Lake", category: .lakes, isFavorite: true),
        Landmark(id: 2, name: "Otter River", category: .rivers, isFavorite: false),
        Landmark(id: 3, name: "Mirror Lake", category: .lakes, isFavorite: false),
        Landmark(id: 4, name: "Eagle Peak", category: .mountains, isFavorite: true),
    ]
    @State private var searchText = ""
    @State private var filter = FilterCategory.all
    @State private var showFavoritesOnly = false

    var filteredLandmarks: [Landmark] {
        landmarks.filter { landmark in
            (!showFavoritesOnly || landmark.isFavorite)
                && (filter == .all || landmark.category == filter)
                && (searchText.isEmpty || landmark.name.localizedStandardContains(searchText))
        }
    }

    var body: some View {
        let _ = print("list: \(filteredLandmarks.map(\.name))")
        NavigationStack {
            List(filteredLandmarks) { landmark in
                LandmarkRow(landmark: landmark)
            }
            .navigationTitle(filter == .all ? "Landmarks" : filter.rawValue)
            .searchable(text: $searchText)
            .toolbar {
                ToolbarItem {
                    Menu {
                        Picker("Category", selection: $filter) {
                            ForEach(FilterCategory.allCases) { category in
                                Text(category.rawValue).tag(category)
                            }
                        }
                        .pickerStyle(.inline)
                        Toggle(isOn: $showFavoritesOnly) {
                            Label("Favorites only", systemImage: "star.fill")
                        }
                    } label: {
                        Label("Filter", systemImage: "slider.horizontal.3")
                    }
                }
            }
        }
    }
}

:mount LandmarkSearchList()
// expect: list: ["Crescent Lake", "Otter River", "Mirror Lake", "Eagle Peak"]
// expect: row Crescent Lake
// expect: row Otter River
// expect: row Mirror Lake
// expect: row Eagle Peak
:tap "Filter"
:pick "Lakes" in "Category"
// expect: list: ["Crescent Lake", "Mirror Lake"]
:search "mirror"
// expect: list: ["Mirror Lake"]
:search ""
// expect: list: ["Crescent Lake", "Mirror Lake"]
// expect: row Crescent Lake
:tap "Filter"
:toggle "Favorites only"
// expect: list: ["Crescent Lake"]
:tap "Filter"
:pick "All" in "Category"
// expect: list: ["Crescent Lake", "Eagle Peak"]
// expect: row Eagle Peak
