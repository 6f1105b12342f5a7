// Pet feeding card: the mistake WWDC20's "Data Essentials in SwiftUI" warns about, a view that creates its model
// inline with `@ObservedObject var log = FeedingLog()`, then the fix with @StateObject; own code. Each log numbers
// itself so the output shows which instance the card uses.
// What SwiftUI does: @ObservedObject does not own its object. Every parent body builds the card again, and with it a
// new log: the new one is made in the parent's body, the card's box moves to it, the old one, held by nothing,
// deinits, and the card runs with a count back at 0 (rules §5.3; new init before old deinit). @StateObject makes
// its log once, right before the card's first body, and ignores the closures of later inits; its closure captures
// nothing, so the rebuilt card is equal and its body does not run when the parent renames the pet (rules §2.5, §4.2,
// §4.3). `:unmount` releases the first screen's log.
// Sources: rules §2.5, §4.2, §4.3, §5.3; WWDC20 "Data Essentials in SwiftUI"
// https://developer.apple.com/videos/play/wwdc2020/10040/ and https://developer.apple.com/documentation/swiftui/stateobject
import SwiftUI

final class FeedingLog: ObservableObject {
    static var made = 0
    let number: Int
    @Published var meals = 0

    init() {
        FeedingLog.made += 1
        number = FeedingLog.made
        print("FeedingLog \(number) init")
    }

    deinit { print("FeedingLog \(number) deinit") }
}

struct FeedingCard: View {
    @ObservedObject var log = FeedingLog()

    var body: some View {
        let _ = print("FeedingCard body: log \(log.number), meals \(log.meals)")
        Button("Feed (\(log.meals))") { log.meals += 1 }
    }
}

struct PetHome: View {
    @State private var petName = "Biscuit"

    var body: some View {
        let _ = print("PetHome body: \(petName)")
        VStack {
            Text(petName)
            Button("Rename") { petName = "Mochi" }
            FeedingCard()
        }
    }
}

struct OwnedFeedingCard: View {
    @StateObject private var log = FeedingLog()

    var body: some View {
        let _ = print("OwnedFeedingCard body: log \(log.number), meals \(log.meals)")
        Button("Feed (\(log.meals))") { log.meals += 1 }
    }
}

struct OwnedPetHome: View {
    @State private var petName = "Biscuit"

    var body: some View {
        let _ = print("OwnedPetHome body: \(petName)")
        VStack {
            Text(petName)
            Button("Rename") { petName = "Mochi" }
            OwnedFeedingCard()
        }
    }
}

:mount PetHome()
// expect: PetHome body: Biscuit
// expect: FeedingLog 1 init
// expect: FeedingCard body: log 1, meals 0
:tap "Feed (0)"
// expect: FeedingCard body: log 1, meals 1
:tap "Rename"
// expect: PetHome body: Mochi
// expect: FeedingLog 2 init
// expect: FeedingLog 1 deinit
// expect: FeedingCard body: log 2, meals 0
:unmount
// expect: FeedingLog 2 deinit
:mount OwnedPetHome()
// expect: OwnedPetHome body: Biscuit
// expect: FeedingLog 3 init
// expect: OwnedFeedingCard body: log 3, meals 0
:tap "Feed (0)"
// expect: OwnedFeedingCard body: log 3, meals 1
:tap "Rename"
// expect: OwnedPetHome body: Mochi
