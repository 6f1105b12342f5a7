// Donny Wals style (who re-renders with @Observable)
// PITFALL (on purpose): the parent shows the song count itself, so its body reads playlist.songs and runs at every add, while the sibling that shows now-playing is left alone; the fixed screen moves the count into a small subview and the parent never runs again (rules §8.3, §8.4, §2.3, §2.7)
import SwiftUI

@Observable
final class Playlist {
    var songs = ["Intro"]
    var nowPlaying = "Intro"
}

struct SongList: View {
    let playlist: Playlist

    var body: some View {
        let _ = print("SongList body: \(playlist.songs.count)")
        VStack {
            ForEach(playlist.songs, id: \.self) { song in
                Text(song)
            }
        }
    }
}

struct NowPlayingBar: View {
    let playlist: Playlist

    var body: some View {
        let _ = print("NowPlayingBar body: \(playlist.nowPlaying)")
        Text("Now playing: \(playlist.nowPlaying)")
    }
}

struct SongCountLabel: View {
    let playlist: Playlist

    var body: some View {
        let _ = print("SongCountLabel body: \(playlist.songs.count) songs")
        Text("\(playlist.songs.count) songs")
    }
}

struct PlayerScreen: View {
    @State private var playlist = Playlist()

    var body: some View {
        let _ = print("PlayerScreen body")
        VStack {
            Text("\(playlist.songs.count) songs")
            SongList(playlist: playlist)
            NowPlayingBar(playlist: playlist)
            Button("Add song") { playlist.songs.append("Track \(playlist.songs.count)") }
            Button("Play last") { playlist.nowPlaying = playlist.songs.last ?? "" }
        }
    }
}

struct FixedPlayerScreen: View {
    @State private var playlist = Playlist()

    var body: some View {
        let _ = print("FixedPlayerScreen body")
        VStack {
            SongCountLabel(playlist: playlist)
            SongList(playlist: playlist)
            NowPlayingBar(playlist: playlist)
            Button("Add song") { playlist.songs.append("Track \(playlist.songs.count)") }
            Button("Play last") { playlist.nowPlaying = playlist.songs.last ?? "" }
        }
    }
}

:mount PlayerScreen()
// expect: PlayerScreen body
// expect: SongList body: 1
// expect: NowPlayingBar body: Intro
:tap "Add song"
// expect: PlayerScreen body
// expect: SongList body: 2
:tap "Play last"
// expect: NowPlayingBar body: Track 1
:mount FixedPlayerScreen()
// expect: FixedPlayerScreen body
// expect: SongCountLabel body: 1 songs
// expect: SongList body: 1
// expect: NowPlayingBar body: Intro
:tap "Add song"
// expect: SongCountLabel body: 2 songs
// expect: SongList body: 2
:tap "Play last"
// expect: NowPlayingBar body: Track 1
