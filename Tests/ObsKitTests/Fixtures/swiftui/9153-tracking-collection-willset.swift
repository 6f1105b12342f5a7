// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/observation/withobservationtracking(_:onchange:) (appending to a tracked array: onChange runs before the append)
// `apply` reads `songs` (through `count`). `append` mutates the tracked property in place, which is a change:
// `onChange` runs before the mutation, so it still counts two songs; the line after the append counts three.
// A second tracking that read only `name` is not told about the append.
import Observation

@Observable final class Playlist {
    var name = "Road trip"
    var songs = ["Intro", "Drive"]
}

let playlist = Playlist()
withObservationTracking {
    print("tracking \(playlist.songs.count) songs")
} onChange: {
    print("onChange: still \(playlist.songs.count) songs")
}
withObservationTracking {
    print("tracking name \(playlist.name)")
} onChange: {
    print("name will change")
}
// expect: tracking 2 songs
// expect: tracking name Road trip
playlist.songs.append("Outro")
print("now \(playlist.songs.count) songs")
// expect: onChange: still 2 songs
// expect: now 3 songs
playlist.name = "Night drive"
// expect: name will change
