// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/fruta-building-a-feature-rich-app-with-swiftui (SmoothieMenu filters the smoothies with a searchable @State searchString)
// Fruta's SmoothieMenu keeps `@State private var searchString = ""`, attaches `.searchable(text:
// $searchString)`, and computes the listed smoothies from it (title matches, sorted by title), passing the
// result to SmoothieList.
// - Each search changes the state: the menu runs, and SmoothieList gets a new array and runs with the
//   matches.
// - Clearing the search shows every smoothie again.
import SwiftUI

struct Smoothie: Identifiable, Hashable {
    var id: String
    var title: String

    func matches(_ string: String) -> Bool {
        string.isEmpty || title.localizedCaseInsensitiveContains(string)
    }

    static let all = [
        Smoothie(id: "lemonberry", title: "Lemonberry"),
        Smoothie(id: "berry-blue", title: "Berry Blue"),
        Smoothie(id: "mango-jambo", title: "Mango Jambo"),
        Smoothie(id: "carrot-chops", title: "Carrot Chops"),
        Smoothie(id: "kiwi-cutie", title: "Kiwi Cutie"),
    ]
}

struct SmoothieList: View {
    var smoothies: [Smoothie]

    var body: some View {
        let _ = print("list: \(smoothies.map(\.title).joined(separator: ", "))")
        List(smoothies) { smoothie in
            NavigationLink(smoothie.title, value: smoothie)
        }
        .navigationDestination(for: Smoothie.self) { smoothie in
            Text(smoothie.title)
        }
    }
}

struct SmoothieMenu: View {
    @State private var searchString = ""

    var smoothies: [Smoothie] {
        Smoothie.all
            .filter { $0.matches(searchString) }
            .sorted(by: { $0.title.localizedCompare($1.title) == .orderedAscending })
    }

    var body: some View {
        SmoothieList(smoothies: smoothies)
            .navigationTitle("Menu")
            .searchable(text: $searchString)
    }
}

struct MenuTab: View {
    var body: some View {
        NavigationStack {
            SmoothieMenu()
        }
    }
}

:mount MenuTab()
// expect: list: Berry Blue, Carrot Chops, Kiwi Cutie, Lemonberry, Mango Jambo
:search "berry"
// expect: list: Berry Blue, Lemonberry
:search "ch"
// expect: list: Carrot Chops
:search ""
// expect: list: Berry Blue, Carrot Chops, Kiwi Cutie, Lemonberry, Mango Jambo
