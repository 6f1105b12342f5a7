// Stack Overflow style (closing a sheet from a child with a Binding<Bool>): the pre-iOS 15 way, isPresented passed down as a Binding, in a sheet with detents; the presenter reads the flag so it re-runs (rules §9.3, §8.7, §13.1, §11.1)
import SwiftUI

struct FilterPanel: View {
    @Binding var isPresented: Bool
    @Binding var onlyFavorites: Bool

    var body: some View {
        let _ = print("FilterPanel.body favorites=\(onlyFavorites)")
        VStack {
            Toggle("Only favorites", isOn: $onlyFavorites)
            Button("Apply") { isPresented = false }
        }
        .presentationDetents([.medium, .large])
        .onDisappear { print("filter panel closed") }
    }
}

struct RecipesView: View {
    @State private var showFilters = false
    @State private var onlyFavorites = false

    var body: some View {
        let _ = print("RecipesView.body filters=\(showFilters) favorites=\(onlyFavorites)")
        Button("Filters") { showFilters = true }
            .sheet(isPresented: $showFilters) {
                FilterPanel(isPresented: $showFilters, onlyFavorites: $onlyFavorites)
            }
    }
}
:mount RecipesView()
// expect: RecipesView.body filters=false favorites=false
:tap "Filters"
// expect: RecipesView.body filters=true favorites=false
// expect: FilterPanel.body favorites=false
:toggle "Only favorites"
// expect: RecipesView.body filters=true favorites=true
// expect: FilterPanel.body favorites=true
:tap "Apply"
// expect: RecipesView.body filters=false favorites=true
// expect: filter panel closed
