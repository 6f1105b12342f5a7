// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/navigationstack (NavigationLink(value:) to a Hashable Park, with a destination that owns a @StateObject: made on each push, gone with each pop)
// Apple's NavigationStack page: `NavigationLink(park.name, value: park)` in a List and
// `.navigationDestination(for: Park.self) { park in ParkDetails(park: park) }`; "the stack ... presents the view
// associated with the value" and the back button pops it. ParkDetails owns its model (`@StateObject`, built with the
// park in its init's autoclosure), so a pushed page gets a new model and a popped page disappears with its own.
// - Push Yosemite; log two visits; back; push Yosemite again: a new model, visits start at 1. Back; push Zion.
import SwiftUI

struct Park: Hashable, Identifiable {
    let id: Int
    let name: String
}

final class ParkDetailModel: ObservableObject {
    let park: Park
    @Published var visits = 0

    init(park: Park) {
        self.park = park
        print("ParkDetailModel init \(park.name)")
    }
}

struct ParkDetails: View {
    @StateObject private var model: ParkDetailModel

    init(park: Park) {
        _model = StateObject(wrappedValue: ParkDetailModel(park: park))
    }

    var body: some View {
        VStack {
            Text(model.park.name)
            Button("Log visit") {
                model.visits += 1
                print("\(model.park.name) visits \(model.visits)")
            }
        }
        .onDisappear { print("left \(model.park.name)") }
    }
}

struct ParkList: View {
    let parks = [Park(id: 1, name: "Yosemite"), Park(id: 2, name: "Zion")]

    var body: some View {
        NavigationStack {
            List(parks) { park in
                NavigationLink(park.name, value: park)
            }
            .navigationDestination(for: Park.self) { park in
                ParkDetails(park: park)
            }
        }
    }
}

:mount ParkList()
:tap "Yosemite"
// expect: ParkDetailModel init Yosemite
:tap "Log visit"
// expect: Yosemite visits 1
:tap "Log visit"
// expect: Yosemite visits 2
:back
// expect: left Yosemite
:tap "Yosemite"
// expect: ParkDetailModel init Yosemite
:tap "Log visit"
// expect: Yosemite visits 1
:back
// expect: left Yosemite
:tap "Zion"
// expect: ParkDetailModel init Zion
