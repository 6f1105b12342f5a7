// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/editactions (a list over a binding with `editActions:` deletes and moves by itself)
// Since iOS 16, `List($cities, editActions: [.delete, .move]) { $city in ... }` lets people delete and move
// rows with no onDelete or onMove: SwiftUI edits the bound collection itself. Each edit writes the @State
// array once, and the body (it reads the names) runs once.
import SwiftUI

struct City: Identifiable {
    let id: Int
    var name: String
}

struct EditableCities: View {
    @State private var cities = [
        City(id: 1, name: "Oslo"),
        City(id: 2, name: "Rome"),
        City(id: 3, name: "Lima"),
        City(id: 4, name: "Pune"),
    ]

    var body: some View {
        let _ = print(cities.map(\.name).joined(separator: ", "))
        List($cities, editActions: [.delete, .move]) { $city in
            Text(city.name)
        }
    }
}

:mount EditableCities()
// expect: Oslo, Rome, Lima, Pune
:delete "Rome"
// expect: Oslo, Lima, Pune
:move "Pune" to 0
// expect: Pune, Oslo, Lima
