// Apple sample style (Landmarks, "Composing complex interfaces"): a CategoryHome that groups the store's landmarks with Dictionary(grouping:) into horizontal CategoryRows of tappable cards, and a toolbar button that presents the profile in a sheet.
// SwiftUI: the home's body reads modelData.landmarks, so a favorite tapped on a card re-runs it (rules §8.3); it rebuilds every CategoryRow, but only the row whose items array
// changed differs and runs its body: the others compare equal field by field (rules §2.3, §2.6, §2.7); the profile flag is read only through `$showingProfile`,
// so presenting re-runs nothing but builds the sheet's content (rules §3.5, §8.7, §13.1); the toolbar is inside the NavigationStack (rules §15.4).
import SwiftUI

struct Landmark: Identifiable, Equatable {
    let id: Int
    let name: String
    let category: String
    var isFavorite = false
}

@Observable
final class ModelData {
    var landmarks = [
        Landmark(id: 1, name: "Crescent Lake", category: "Lakes"),
        Landmark(id: 2, name: "Mirror Lake", category: "Lakes", isFavorite: true),
        Landmark(id: 3, name: "Eagle Peak", category: "Mountains"),
        Landmark(id: 4, name: "Slate Summit", category: "Mountains"),
        Landmark(id: 5, name: "Otter Bend", category: "Rivers"),
    ]

    var categories: [String: [Landmark]] {
        Dictionary(grouping: landmarks, by: { $0.category })
    }

    func toggleFavorite(_ id: Int) {
        if let index = landmarks.firstIndex(where: { $0.id == id }) {
            landmarks[index].isFavorite.toggle()
        }
    }
}

struct CategoryItem: View {
    @Environment(ModelData.self) private var modelData
    var landmark: Landmark

    var body: some View {
        Button {
            modelData.toggleFavorite(landmark.id)
        } label: {
            VStack(alignment: .leading) {
                Image(systemName: landmark.isFavorite ? "heart.fill" : "heart")
                Text(landmark.name)
                    .font(.caption)
            }
        }
        .padding(.leading, 15)
    }
}

struct CategoryRow: View {
    var categoryName: String
    var items: [Landmark]

    var body: some View {
        let _ = print("row \(categoryName): \(items.map { $0.isFavorite ? $0.name + "*" : $0.name })")
        VStack(alignment: .leading) {
            Text(categoryName)
                .font(.headline)
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(alignment: .top, spacing: 0) {
                    ForEach(items) { landmark in
                        CategoryItem(landmark: landmark)
                    }
                }
            }
        }
    }
}

struct ProfileSummary: View {
    var body: some View {
        let _ = print("profile summary")
        Text("Profile")
    }
}

struct CategoryHome: View {
    @Environment(ModelData.self) private var modelData
    @State private var showingProfile = false

    var body: some View {
        let _ = print("home: \(modelData.categories.keys.sorted())")
        NavigationStack {
            List {
                ForEach(modelData.categories.keys.sorted(), id: \.self) { key in
                    CategoryRow(categoryName: key, items: modelData.categories[key]!)
                }
                .listRowInsets(EdgeInsets())
            }
            .listStyle(.inset)
            .navigationTitle("Featured")
            .toolbar {
                Button {
                    showingProfile.toggle()
                } label: {
                    Label("User Profile", systemImage: "person.crop.circle")
                }
            }
            .sheet(isPresented: $showingProfile) {
                ProfileSummary()
                    .environment(modelData)
            }
        }
    }
}

struct LandmarksApp: App {
    @State private var modelData = ModelData()

    var body: some Scene {
        WindowGroup {
            CategoryHome()
                .environment(modelData)
        }
    }
}

:mount LandmarksApp()
// expect: home: ["Lakes", "Mountains", "Rivers"]
// expect: row Lakes: ["Crescent Lake", "Mirror Lake*"]
// expect: row Mountains: ["Eagle Peak", "Slate Summit"]
// expect: row Rivers: ["Otter Bend"]
:tap "Eagle Peak"
// expect: home: ["Lakes", "Mountains", "Rivers"]
// expect: row Mountains: ["Eagle Peak*", "Slate Summit"]
:tap "Mirror Lake"
// expect: home: ["Lakes", "Mountains", "Rivers"]
// expect: row Lakes: ["Crescent Lake", "Mirror Lake"]
:tap "User Profile"
// expect: profile summary
:dismiss
:tap "Otter Bend"
// expect: home: ["Lakes", "Mountains", "Rivers"]
// expect: row Rivers: ["Otter Bend*"]
