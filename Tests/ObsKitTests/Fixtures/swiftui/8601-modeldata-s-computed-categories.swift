// SwiftUI from Apple's documentation: https://developer.apple.com/tutorials/swiftui/composing-complex-interfaces (ModelData's computed `categories` groups landmarks with Dictionary(grouping:by:) and `features` filters isFeatured; CategoryHome, reading them through @Environment(ModelData.self), follows a change to the stored landmarks)
import SwiftUI

struct Landmark: Hashable, Identifiable {
    var id: Int
    var name: String
    var category: Category
    var isFeatured: Bool

    enum Category: String, CaseIterable {
        case lakes = "Lakes"
        case rivers = "Rivers"
        case mountains = "Mountains"
    }
}

@Observable
class ModelData {
    var landmarks: [Landmark] = [
        Landmark(id: 1001, name: "Turtle Rock", category: .rivers, isFeatured: true),
        Landmark(id: 1002, name: "Silver Salmon Creek", category: .lakes, isFeatured: false),
        Landmark(id: 1003, name: "Chilkoot Trail", category: .rivers, isFeatured: false),
        Landmark(id: 1004, name: "St. Mary Lake", category: .lakes, isFeatured: false),
    ]

    var features: [Landmark] {
        landmarks.filter { $0.isFeatured }
    }

    var categories: [String: [Landmark]] {
        Dictionary(
            grouping: landmarks,
            by: { $0.category.rawValue }
        )
    }
}

struct CategoryRow: View {
    var categoryName: String
    var items: [Landmark]

    var body: some View {
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

struct CategoryHome: View {
    @Environment(ModelData.self) var modelData

    var body: some View {
        NavigationSplitView {
            List {
                ForEach(modelData.categories.keys.sorted(), id: \.self) { key in
                    CategoryRow(categoryName: key, items: modelData.categories[key]!)
                }
            }
            .navigationTitle("Featured")
            .onChange(of: modelData.features.map(\.name)) { _, names in
                print("featured: \(names.joined(separator: ", "))")
            }
        } detail: {
            Text("Select a Landmark")
        }
    }
}

let modelData = ModelData()
for key in modelData.categories.keys.sorted() {
    print(key, modelData.categories[key]!.map(\.name))
}

:mount CategoryHome().environment(modelData)
modelData.landmarks[3].isFeatured = true
// expect: Lakes ["Silver Salmon Creek", "St. Mary Lake"]
// expect: Rivers ["Turtle Rock", "Chilkoot Trail"]
// expect: featured: Turtle Rock, St. Mary Lake
