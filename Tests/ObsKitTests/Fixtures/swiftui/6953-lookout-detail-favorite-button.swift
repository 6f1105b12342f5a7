// Lookouts detail: the FavoriteButton of Apple's Landmarks tutorial ("Handling user input", section 5), own code.
// The detail screen makes `@Bindable var lookoutData = lookoutData` in its body and hands FavoriteButton a binding
// into the array element, `$lookoutData.lookouts[index].isFavorite`; the button toggles it through its @Binding.
// What SwiftUI does: the list pushes the detail with NavigationLink(value:) and builds it in
// navigationDestination(for:) only at the push (rules §14.3, §15.12). A tap writes through the binding into the
// @Observable model (rules §9.2): every view whose last body read `lookouts` runs again, parents first (rules §8.3,
// §2.8): the list (still in the stack, under the detail), then the detail, then the button, whose binding now reads
// another value. Popping destroys the detail; the next push builds a new one.
// Sources: rules §2.8, §8.3, §8.5, §9.2, §14.3, §15.12; Apple tutorial
// https://developer.apple.com/tutorials/swiftui/handling-user-input and
// https://developer.apple.com/documentation/swiftui/bindable
import SwiftUI

struct Lookout: Hashable, Identifiable {
    var id: Int
    var name: String
    var park: String
    var isFavorite: Bool
}

@Observable
final class LookoutData {
    var lookouts: [Lookout] = [
        Lookout(id: 1001, name: "Granite Point", park: "Cascade Ridge", isFavorite: true),
        Lookout(id: 1002, name: "Heron Marsh", park: "Lowland Reserve", isFavorite: false),
        Lookout(id: 1003, name: "Eagle Bluff", park: "North Rim", isFavorite: true),
    ]

    init() { print("LookoutData init") }
}

struct FavoriteButton: View {
    @Binding var isSet: Bool

    var body: some View {
        let _ = print("FavoriteButton body: \(isSet)")
        Button {
            isSet.toggle()
        } label: {
            Label("Toggle Favorite", systemImage: isSet ? "star.fill" : "star")
                .labelStyle(.iconOnly)
                .foregroundStyle(isSet ? .yellow : .gray)
        }
    }
}

struct LookoutDetail: View {
    @Environment(LookoutData.self) private var lookoutData
    var lookout: Lookout

    var lookoutIndex: Int {
        lookoutData.lookouts.firstIndex(where: { $0.id == lookout.id })!
    }

    var body: some View {
        @Bindable var lookoutData = lookoutData
        let _ = print("LookoutDetail body: \(lookout.name)")
        ScrollView {
            VStack(alignment: .leading) {
                HStack {
                    Text(lookout.name)
                        .font(.title)
                    FavoriteButton(isSet: $lookoutData.lookouts[lookoutIndex].isFavorite)
                }
                Text(lookout.park)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            .padding()
        }
        .navigationTitle(lookout.name)
        .navigationBarTitleDisplayMode(.inline)
    }
}

struct LookoutList: View {
    @Environment(LookoutData.self) private var lookoutData

    var body: some View {
        let _ = print("LookoutList body: \(lookoutData.lookouts.filter(\.isFavorite).count) favorites")
        NavigationStack {
            List(lookoutData.lookouts) { lookout in
                NavigationLink(value: lookout) {
                    Text(lookout.name)
                }
            }
            .navigationTitle("Lookouts")
            .navigationDestination(for: Lookout.self) { lookout in
                LookoutDetail(lookout: lookout)
            }
        }
    }
}

:mount LookoutList().environment(LookoutData())
// expect: LookoutData init
// expect: LookoutList body: 2 favorites
:tap "Granite Point"
// expect: LookoutDetail body: Granite Point
// expect: FavoriteButton body: true
:tap "Toggle Favorite"
// expect: LookoutList body: 1 favorites
// expect: LookoutDetail body: Granite Point
// expect: FavoriteButton body: false
:back
:tap "Heron Marsh"
// expect: LookoutDetail body: Heron Marsh
// expect: FavoriteButton body: false
:tap "Toggle Favorite"
// expect: LookoutList body: 2 favorites
// expect: LookoutDetail body: Heron Marsh
// expect: FavoriteButton body: true
