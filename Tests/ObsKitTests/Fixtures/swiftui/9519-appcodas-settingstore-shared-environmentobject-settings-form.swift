// SwiftUI from a community tutorial: https://masteringswiftui.learn-code.my/swiftui-form-data.html (AppCoda's SettingStore shared with @EnvironmentObject: a settings form and the restaurant list both follow it)
// AppCoda's chapter keeps the user's preferences in a `SettingStore: ObservableObject`, injects it at the app with
// `.environmentObject(settingStore)`, and reads it with `@EnvironmentObject var settingStore: SettingStore` in both the
// settings form and the list, which filters by "Show Check-in Only" and sorts by the display order. Here both views are
// on one screen; the store's didSet observers print each change, and the list prints what it shows via onChange.
// - Flip "Show Check-in Only": the store changes, then the list shows the two checked-in restaurants.
// - Pick "Favorite First": the two shown are already in that order (Bourke Street Bakery is the favorite), so the
//   list's onChange does not fire. Flip the toggle back: all four, favorites first.
import SwiftUI

enum DisplayOrderType: Int, CaseIterable {
    case alphabetical = 0
    case favoriteFirst = 1

    var text: String { self == .alphabetical ? "Alphabetical" : "Favorite First" }
}

final class SettingStore: ObservableObject {
    @Published var showCheckInOnly = false {
        didSet { print("store: showCheckInOnly = \(showCheckInOnly)") }
    }
    @Published var displayOrder = DisplayOrderType.alphabetical {
        didSet { print("store: displayOrder = \(displayOrder.text)") }
    }
}

struct Restaurant: Identifiable {
    let id: Int
    let name: String
    let isCheckIn: Bool
    let isFavorite: Bool
}

struct SettingView: View {
    @EnvironmentObject var settingStore: SettingStore

    var body: some View {
        Form {
            Picker("Display order", selection: $settingStore.displayOrder) {
                ForEach(DisplayOrderType.allCases, id: \.self) { order in
                    Text(order.text).tag(order)
                }
            }
            Toggle("Show Check-in Only", isOn: $settingStore.showCheckInOnly)
        }
    }
}

struct RestaurantList: View {
    @EnvironmentObject var settingStore: SettingStore
    let restaurants = [
        Restaurant(id: 1, name: "Cafe Deadend", isCheckIn: true, isFavorite: false),
        Restaurant(id: 2, name: "Homei", isCheckIn: false, isFavorite: true),
        Restaurant(id: 3, name: "Bourke Street Bakery", isCheckIn: true, isFavorite: true),
        Restaurant(id: 4, name: "Petite Oyster", isCheckIn: false, isFavorite: false),
    ]

    var shown: [String] {
        let filtered = restaurants.filter { !settingStore.showCheckInOnly || $0.isCheckIn }
        switch settingStore.displayOrder {
        case .alphabetical: return filtered.map(\.name).sorted()
        case .favoriteFirst: return (filtered.filter(\.isFavorite) + filtered.filter { !$0.isFavorite }).map(\.name)
        }
    }

    var body: some View {
        List(shown, id: \.self) { Text($0) }
            .onChange(of: shown) { _, names in print("list: \(names.joined(separator: ", "))") }
    }
}

struct ContentView: View {
    var body: some View {
        VStack { SettingView(); RestaurantList() }
    }
}

@main
struct FoodPinApp: App {
    @StateObject var settingStore = SettingStore()

    var body: some Scene {
        WindowGroup {
            ContentView().environmentObject(settingStore)
        }
    }
}

:mount FoodPinApp()
:toggle "Show Check-in Only"
// expect: store: showCheckInOnly = true
// expect: list: Bourke Street Bakery, Cafe Deadend
:pick "Favorite First" in "Display order"
// expect: store: displayOrder = Favorite First
:toggle "Show Check-in Only"
// expect: store: showCheckInOnly = false
// expect: list: Homei, Bourke Street Bakery, Cafe Deadend, Petite Oyster
