// Apple Landmarks tutorial style (updated to Observation): CategoryHome groups landmarks by category; each CategoryRow gets an Equatable array, so starring a lake re-runs only the Lakes row; a profile badge reading another property of the same environment model is left alone, and renaming runs only the badge (rules §14.2, §2.2, §2.3, §8.3)
import SwiftUI

struct Landmark: Identifiable, Equatable {
    enum Category: String {
        case lakes = "Lakes"
        case rivers = "Rivers"
        case mountains = "Mountains"
    }

    let id: Int
    let name: String
    let category: Category
    var isFavorite = false
}

@Observable
final class ModelData {
    var landmarks = [
        Landmark(id: 1, name: "Twin Lake", category: .lakes),
        Landmark(id: 2, name: "Lake McDonald", category: .lakes),
        Landmark(id: 3, name: "Charley Rivers", category: .rivers),
        Landmark(id: 4, name: "Icy Bay", category: .mountains),
    ]
    var profileName = "g_kumar"

    var categories: [String: [Landmark]] {
        Dictionary(grouping: landmarks, by: { $0.category.rawValue })
    }
}

struct CategoryRow: View {
    let categoryName: String
    let items: [Landmark]

    var body: some View {
        let _ = print("CategoryRow body: \(categoryName) \(items.count) (\(items.filter(\.isFavorite).count) favorites)")
        VStack(alignment: .leading) {
            Text(categoryName)
                .font(.headline)
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(alignment: .top, spacing: 0) {
                    ForEach(items) { landmark in
                        Text(landmark.name)
                    }
                }
            }
        }
    }
}

struct ProfileBadge: View {
    @Environment(ModelData.self) var modelData

    var body: some View {
        let _ = print("ProfileBadge body: \(modelData.profileName)")
        Label(modelData.profileName, systemImage: "person.crop.circle")
    }
}

struct CategoryHome: View {
    @Environment(ModelData.self) var modelData

    var body: some View {
        let categories = modelData.categories
        let _ = print("CategoryHome body: \(categories.count) categories")
        NavigationStack {
            List {
                ProfileBadge()
                ForEach(categories.keys.sorted(), id: \.self) { key in
                    CategoryRow(categoryName: key, items: categories[key]!)
                }
                Button("Star Twin Lake") {
                    if let index = modelData.landmarks.firstIndex(where: { $0.name == "Twin Lake" }) {
                        modelData.landmarks[index].isFavorite.toggle()
                    }
                }
                Button("Rename Profile") {
                    modelData.profileName = "kumar_g"
                }
            }
            .navigationTitle("Featured")
        }
    }
}

:mount CategoryHome().environment(ModelData())
// expect: CategoryHome body: 3 categories
// expect: ProfileBadge body: g_kumar
// expect: CategoryRow body: Lakes 2 (0 favorites)
// expect: CategoryRow body: Mountains 1 (0 favorites)
// expect: CategoryRow body: Rivers 1 (0 favorites)
:tap "Star Twin Lake"
// expect: CategoryHome body: 3 categories
// expect: CategoryRow body: Lakes 2 (1 favorites)
:tap "Rename Profile"
// expect: ProfileBadge body: kumar_g
:tap "Rename Profile"
