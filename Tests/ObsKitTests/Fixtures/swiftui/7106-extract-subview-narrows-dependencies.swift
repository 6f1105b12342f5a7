// WWDC23's advice to split a view so each part depends on less: a now-playing screen first written as one view that
// reads the title and the elapsed time, then split into a title line and an elapsed line.
// What SwiftUI does: the single view read both properties, so every tick runs it (rules §8.3). After the split, the
// screen reads neither, the title line reads only the title and the elapsed line only the elapsed time, so a tick runs
// the elapsed line alone and a new track runs the title line alone (rules §8.3; children given the same reference
// compare equal, rules §2.3). Mounting the second screen unmounts the first.
// Sources: rules §2.3, §8.3;
// https://developer.apple.com/videos/play/wwdc2023/10149/
import SwiftUI

@Observable
final class Player {
    var title = "Intro"
    var elapsed = 0
}

struct NowPlayingMonolith: View {
    @State private var player = Player()

    var body: some View {
        let _ = print("NowPlayingMonolith body: \(player.title) \(player.elapsed)s")
        VStack {
            Text(player.title)
            Text("\(player.elapsed)s")
            Button("Tick") {
                player.elapsed += 1
            }
        }
    }
}

struct TitleLine: View {
    let player: Player

    var body: some View {
        let _ = print("TitleLine body: \(player.title)")
        Text(player.title)
    }
}

struct ElapsedLine: View {
    let player: Player

    var body: some View {
        let _ = print("ElapsedLine body: \(player.elapsed)s")
        Text("\(player.elapsed)s")
    }
}

struct NowPlayingSplit: View {
    @State private var player = Player()

    var body: some View {
        let _ = print("NowPlayingSplit body")
        VStack {
            TitleLine(player: player)
            ElapsedLine(player: player)
            Button("Tick") {
                player.elapsed += 1
            }
            Button("Next track") {
                player.title = "Verse"
                player.elapsed = 0
            }
        }
    }
}

:mount NowPlayingMonolith()
// expect: NowPlayingMonolith body: Intro 0s
:tap "Tick"
// expect: NowPlayingMonolith body: Intro 1s
:tap "Tick"
// expect: NowPlayingMonolith body: Intro 2s
:mount NowPlayingSplit()
// expect: NowPlayingSplit body
// expect: TitleLine body: Intro
// expect: ElapsedLine body: 0s
:tap "Tick"
// expect: ElapsedLine body: 1s
:tap "Tick"
// expect: ElapsedLine body: 2s
:tap "Next track"
// expect: TitleLine body: Verse
// expect: ElapsedLine body: 0s
