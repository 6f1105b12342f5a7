// SwiftUI from Apple's documentation: Combine, ObservableObjectPublisher.send()
// Source: developer.apple.com/documentation/combine/observableobject: the synthesized publisher
// emits before any of the object's @Published properties changes (so a plain property alone does
// not make it emit); ObservableObjectPublisher.send(): "Sends the changed value to the downstream
// subscriber." Calling objectWillChange.send() in a plain property's willSet announces it by hand.
import Combine

final class Profile: ObservableObject {
    var nickname = "anon" {
        willSet { objectWillChange.send() }
    }
    var lastSeen = 0          // neither published nor announced
}

let profile = Profile()
var cancellable: AnyCancellable?
cancellable = profile.objectWillChange.sink { _ in
    print("will change (nickname is still \(profile.nickname))")
}
profile.lastSeen = 10
print("lastSeen set to \(profile.lastSeen)")
profile.nickname = "kim"
print("nickname set to \(profile.nickname)")
profile.objectWillChange.send()
print("done")

// expect: lastSeen set to 10
// expect: will change (nickname is still anon)
// expect: nickname set to kim
// expect: will change (nickname is still kim)
// expect: done
