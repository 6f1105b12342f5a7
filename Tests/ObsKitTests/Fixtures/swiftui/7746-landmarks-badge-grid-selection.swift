// Apple sample style (Landmarks, badges): a LazyVGrid of hike badges; tapping a badge selects it (tap again to clear) and the grid passes each cell a plain isSelected flag.
// SwiftUI: the selection is the grid's @State and its body reads it, so each tap re-runs the grid and builds every cell again (rules §3.5, §2.6); only cells whose value changed
// (the newly selected and the deselected one) run their bodies, equal ones skip (rules §2.1–§2.3, §2.7); `:tap` finds a view with onTapGesture by its text (rules §15.10).
import SwiftUI

struct HikeBadge: Identifiable, Equatable {
    let id: Int
    let title: String
    let symbol: String
}

struct BadgeCell: View {
    let badge: HikeBadge
    let isSelected: Bool

    var body: some View {
        let _ = print("cell \(badge.title)\(isSelected ? " (selected)" : "")")
        VStack {
            Image(systemName: badge.symbol)
                .font(.largeTitle)
                .foregroundStyle(isSelected ? .orange : .secondary)
            Text(badge.title)
                .font(.caption)
        }
        .padding()
        .background(isSelected ? Color.orange.opacity(0.2) : Color.clear, in: RoundedRectangle(cornerRadius: 12))
    }
}

struct BadgeGrid: View {
    let badges = [
        HikeBadge(id: 1, title: "Trailblazer", symbol: "figure.hiking"),
        HikeBadge(id: 2, title: "Summit", symbol: "mountain.2"),
        HikeBadge(id: 3, title: "River Runner", symbol: "water.waves"),
        HikeBadge(id: 4, title: "Night Owl", symbol: "moon.stars"),
    ]
    let columns = [GridItem(.adaptive(minimum: 100))]
    @State private var selectedBadge: HikeBadge.ID?

    var body: some View {
        let _ = print("grid: \(badges.first(where: { $0.id == selectedBadge })?.title ?? "none") selected")
        ScrollView {
            LazyVGrid(columns: columns) {
                ForEach(badges) { badge in
                    BadgeCell(badge: badge, isSelected: badge.id == selectedBadge)
                        .onTapGesture {
                            selectedBadge = selectedBadge == badge.id ? nil : badge.id
                        }
                }
            }
            .padding()
        }
    }
}

:mount BadgeGrid()
// expect: grid: none selected
// expect: cell Trailblazer
// expect: cell Summit
// expect: cell River Runner
// expect: cell Night Owl
:tap "Summit"
// expect: grid: Summit selected
// expect: cell Summit (selected)
:tap "River Runner"
// expect: grid: River Runner selected
// expect: cell Summit
// expect: cell River Runner (selected)
:tap "River Runner"
// expect: grid: none selected
// expect: cell River Runner
