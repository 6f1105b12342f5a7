// Dog photo loader: `.task(id:)` that loads the selected dog's photo and restarts when the dog changes, the pattern
// Apple documents for task(id:) and WWDC21's "Discover concurrency in SwiftUI" uses; own code, with a sleep standing
// in for the download (ObsREPL's virtual clock).
// What SwiftUI does: the task starts when the view appears (after the first update) and runs until it waits; its
// status write runs the body again (rules §11.3, §10.1). When `id` changes, the running task is cancelled (its sleep
// throws; the catch prints nothing here, since the order of the old task's cancellation and the new one's start is
// not known) and a new task starts for the new dog. Only the new task's sleep finishes.
// Sources: rules §10.1, §11.3; Apple https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:)
import SwiftUI

struct DogPhotoLoader: View {
    @State private var dog = "Rex"
    @State private var status = "idle"

    var body: some View {
        let _ = print("DogPhotoLoader body: \(dog), \(status)")
        VStack {
            Text(status)
            Button("Show Luna") { dog = "Luna" }
        }
        .task(id: dog) {
            let name = dog
            print("loading \(name)")
            status = "loading \(name)"
            do {
                try await Task.sleep(for: .seconds(1))
                print("loaded \(name)")
                status = "loaded \(name)"
            } catch {
            }
        }
    }
}

:mount DogPhotoLoader()
// expect: DogPhotoLoader body: Rex, idle
// expect: loading Rex
// expect: DogPhotoLoader body: Rex, loading Rex
:advance 500ms
:tap "Show Luna"
// expect: DogPhotoLoader body: Luna, loading Rex
// expect: loading Luna
// expect: DogPhotoLoader body: Luna, loading Luna
:advance 1s
// expect: loaded Luna
// expect: DogPhotoLoader body: Luna, loaded Luna
