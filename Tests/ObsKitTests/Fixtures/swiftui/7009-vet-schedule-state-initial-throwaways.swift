// Vet schedule card: an @Observable schedule created in a child's `@State private var schedule = VetSchedule()`,
// the pattern WWDC23's "Discover Observation in SwiftUI" uses for @State with @Observable; own code. The parent
// re-renders when its mood changes. Each schedule numbers itself.
// What SwiftUI does: @State's initial value is an argument, not a closure, so every init of the card (one per parent
// body) really makes a schedule (rules §3.1); only the first is installed, and the card keeps using it, with its
// visits (rules §3.2). A later one is a throwaway held only by the view value that made it: it deinits when the next
// parent render replaces that value (rules §3.3). The new object makes the card's value differ, so its body runs at
// each parent render (rules §2.5).
// Sources: rules §2.5, §3.1, §3.2, §3.3; Apple https://developer.apple.com/documentation/swiftui/state; WWDC23
// "Discover Observation in SwiftUI" https://developer.apple.com/videos/play/wwdc2023/10149/
import SwiftUI

@Observable
final class VetSchedule {
    static var made = 0
    let serial: Int
    var visits = 0

    init() {
        VetSchedule.made += 1
        serial = VetSchedule.made
        print("VetSchedule \(serial) init")
    }

    deinit { print("VetSchedule \(serial) deinit") }
}

struct VetCard: View {
    @State private var schedule = VetSchedule()

    var body: some View {
        let _ = print("VetCard body: schedule \(schedule.serial), visits \(schedule.visits)")
        Button("Book Visit") { schedule.visits += 1 }
    }
}

struct PetOverview: View {
    @State private var mood = 0

    var body: some View {
        let _ = print("PetOverview body: mood \(mood)")
        VStack {
            Button("Cheer Up") { mood += 1 }
            VetCard()
        }
    }
}

:mount PetOverview()
// expect: PetOverview body: mood 0
// expect: VetSchedule 1 init
// expect: VetCard body: schedule 1, visits 0
:tap "Book Visit"
// expect: VetCard body: schedule 1, visits 1
:tap "Cheer Up"
// expect: PetOverview body: mood 1
// expect: VetSchedule 2 init
// expect: VetCard body: schedule 1, visits 1
:tap "Cheer Up"
// expect: PetOverview body: mood 2
// expect: VetSchedule 3 init
// expect: VetSchedule 2 deinit
// expect: VetCard body: schedule 1, visits 1
