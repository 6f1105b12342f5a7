// Tutorial style (a sliding tab underline with matchedGeometryEffect): a category bar keeps a @Namespace and moves one underline between tabs chosen with onTapGesture through a @Binding; the parent, the bar and the content each run once per change, and choosing the current tab does nothing (rules §15.21, §9.3, §2.1, §2.7, §3.4, §15.10)
import SwiftUI

enum Category: String, CaseIterable {
    case all = "All"
    case favorites = "Favorites"
    case recent = "Recent"
}

struct CategoryBar: View {
    @Binding var selection: Category
    @Namespace private var underline

    var body: some View {
        let _ = print("CategoryBar body: \(selection.rawValue)")
        HStack(spacing: 20) {
            ForEach(Category.allCases, id: \.self) { category in
                VStack(spacing: 4) {
                    Text(category.rawValue)
                    if selection == category {
                        Capsule()
                            .frame(height: 3)
                            .matchedGeometryEffect(id: "underline", in: underline)
                    } else {
                        Color.clear
                            .frame(height: 3)
                    }
                }
                .onTapGesture {
                    withAnimation(.snappy) {
                        selection = category
                    }
                }
            }
        }
    }
}

struct CategoryContent: View {
    let category: Category

    var body: some View {
        let _ = print("CategoryContent body: \(category.rawValue)")
        Text("Showing \(category.rawValue.lowercased()) items")
    }
}

struct LibraryView: View {
    @State private var category: Category = .all

    var body: some View {
        let _ = print("LibraryView body")
        VStack {
            CategoryBar(selection: $category)
            CategoryContent(category: category)
        }
    }
}

:mount LibraryView()
// expect: LibraryView body
// expect: CategoryBar body: All
// expect: CategoryContent body: All
:tap "Favorites"
// expect: LibraryView body
// expect: CategoryBar body: Favorites
// expect: CategoryContent body: Favorites
:tap "Favorites"
:tap "Recent"
// expect: LibraryView body
// expect: CategoryBar body: Recent
// expect: CategoryContent body: Recent
