// Donut menu: a list grouped into sections by flavor, each section's ForEach with its own onDelete, as Apple's
// sample apps group rows; own code.
// What SwiftUI does: onDelete gets the offsets of the swiped row within the data of the ForEach it is attached to,
// that is within its section (rules §15.2), so the action maps them back to ids before removing from the whole array.
// The body read the array, so each removal runs it once (rules §3.4, §10.1).
// Sources: rules §3.4, §10.1, §15.2; Apple https://developer.apple.com/documentation/swiftui/dynamicviewcontent/ondelete(perform:)
// and https://developer.apple.com/documentation/swiftui/section
import SwiftUI

enum Flavor: String, CaseIterable {
    case sweet = "Sweet"
    case fruity = "Fruity"
}

struct MenuDonut: Identifiable {
    let id: Int
    let name: String
    let flavor: Flavor
}

struct DonutMenuView: View {
    @State private var donuts = [
        MenuDonut(id: 1, name: "Glazed", flavor: .sweet),
        MenuDonut(id: 2, name: "Raspberry", flavor: .fruity),
        MenuDonut(id: 3, name: "Maple", flavor: .sweet),
        MenuDonut(id: 4, name: "Lemon", flavor: .fruity),
        MenuDonut(id: 5, name: "Cocoa", flavor: .sweet),
    ]

    var body: some View {
        let _ = print("DonutMenuView body: \(donuts.map(\.name).joined(separator: ", "))")
        List {
            ForEach(Flavor.allCases, id: \.self) { flavor in
                Section(flavor.rawValue) {
                    let inSection = donuts.filter { $0.flavor == flavor }
                    ForEach(inSection) { donut in
                        Text(donut.name)
                    }
                    .onDelete { offsets in
                        print("onDelete in \(flavor.rawValue): \(Array(offsets))")
                        let ids = offsets.map { inSection[$0].id }
                        donuts.removeAll { ids.contains($0.id) }
                    }
                }
            }
        }
    }
}

:mount DonutMenuView()
// expect: DonutMenuView body: Glazed, Raspberry, Maple, Lemon, Cocoa
:delete "Lemon"
// expect: onDelete in Fruity: [1]
// expect: DonutMenuView body: Glazed, Raspberry, Maple, Cocoa
:delete "Maple"
// expect: onDelete in Sweet: [1]
// expect: DonutMenuView body: Glazed, Raspberry, Cocoa
:delete "Cocoa"
// expect: onDelete in Sweet: [1]
// expect: DonutMenuView body: Glazed, Raspberry
