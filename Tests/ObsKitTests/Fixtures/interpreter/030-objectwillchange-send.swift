// objectWillChange exists on every ObservableObject; sending with no subscribers prints nothing.
import SwiftUI

class Settings: ObservableObject {
    @Published var volume = 5
    func louder() {
        objectWillChange.send()
        volume += 1
    }
}
let s = Settings()
s.objectWillChange.send()
s.louder()
print("volume \(s.volume)")
// expect: volume 6
