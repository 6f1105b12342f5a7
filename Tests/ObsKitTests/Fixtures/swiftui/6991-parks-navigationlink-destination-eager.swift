// Parks: NavigationLink with a destination closure, as Apple's Landmarks tutorial writes its list rows
// (`NavigationLink { Detail() } label: { Row() }`), with own names and code; the detail owns a weather model.
// What SwiftUI does: the link's destination closure is called when the link is made, so the detail's struct (its
// init) is built in the list's row builder, for every row, though nothing is pushed; its @StateObject waits for the
// push, right before its first body (rules §14.3, §4.2). Popping destroys the detail's node and releases the model
// (rules §1.4, §4.4). When the list's body runs again (it read `visited`), the rows' builder runs again with a new
// closure, so each row's destination struct is built again, but no model is made (rules §2.6, §4.3).
// Sources: rules §1.4, §2.6, §4.2, §4.3, §4.4, §14.3; Apple tutorial
// https://developer.apple.com/tutorials/swiftui/building-lists-and-navigation and
// https://developer.apple.com/documentation/swiftui/navigationlink
import SwiftUI

final class ParkWeather: ObservableObject {
    let park: String
    @Published var forecast = "Sunny"

    init(park: String) {
        self.park = park
        print("ParkWeather init: \(park)")
    }

    deinit { print("ParkWeather deinit: \(park)") }
}

struct ParkDetail: View {
    let park: String
    @StateObject private var weather: ParkWeather

    init(park: String) {
        self.park = park
        _weather = StateObject(wrappedValue: ParkWeather(park: park))
        print("ParkDetail init: \(park)")
    }

    var body: some View {
        let _ = print("ParkDetail body: \(park), \(weather.forecast)")
        VStack {
            Text(park)
                .font(.title)
            Label(weather.forecast, systemImage: "sun.max")
        }
        .navigationTitle(park)
    }
}

struct ParksList: View {
    private let parks = ["Glacier", "Zion"]
    @State private var visited: Set<String> = []

    var body: some View {
        let _ = print("ParksList body: \(visited.count) visited")
        NavigationStack {
            List {
                Button("Mark Glacier Visited") { visited.insert("Glacier") }
                ForEach(parks, id: \.self) { park in
                    NavigationLink {
                        ParkDetail(park: park)
                    } label: {
                        HStack {
                            Text(park)
                            if visited.contains(park) {
                                Image(systemName: "checkmark")
                            }
                        }
                    }
                }
            }
            .navigationTitle("Parks")
        }
    }
}

:mount ParksList()
// expect: ParksList body: 0 visited
// expect: ParkDetail init: Glacier
// expect: ParkDetail init: Zion
:tap "Glacier"
// expect: ParkWeather init: Glacier
// expect: ParkDetail body: Glacier, Sunny
:back
// expect: ParkWeather deinit: Glacier
:tap "Mark Glacier Visited"
// expect: ParksList body: 1 visited
// expect: ParkDetail init: Glacier
// expect: ParkDetail init: Zion
