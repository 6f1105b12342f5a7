// Course style (game character hierarchy): class inheritance, override, super, polymorphism
class GameCharacter {
    let name: String
    var health: Int
    let maxHealth: Int

    init(name: String, health: Int) {
        self.name = name
        self.health = health
        self.maxHealth = health
    }

    func attackPower() -> Int { 5 }
    func describe() -> String {
        return "\(name) [\(health)/\(maxHealth)]"
    }

    func takeDamage(_ amount: Int) {
        health = max(0, health - amount)
    }

    var isAlive: Bool { health > 0 }
}

class Warrior: GameCharacter {
    var armor: Int
    init(name: String, armor: Int) {
        self.armor = armor
        super.init(name: name, health: 120)
    }
    override func attackPower() -> Int { super.attackPower() * 3 }
    override func takeDamage(_ amount: Int) {
        super.takeDamage(max(1, amount - armor))
    }
    override func describe() -> String {
        return "Warrior " + super.describe() + " armor \(armor)"
    }
}

class Mage: GameCharacter {
    var mana = 30
    init(name: String) { super.init(name: name, health: 70) }
    override func attackPower() -> Int {
        if mana >= 10 {
            mana -= 10
            return 25
        }
        return 3
    }
    override func describe() -> String {
        return "Mage " + super.describe() + " mana \(mana)"
    }
}

final class Healer: Mage {
    override func attackPower() -> Int { 2 }
    func heal(_ target: GameCharacter) {
        target.health = min(target.maxHealth, target.health + 20)
        print("  \(name) heals \(target.name)")
    }
}

let party: [GameCharacter] = [Warrior(name: "Brakka", armor: 4), Mage(name: "Ilsa"), Healer(name: "Tomo")]
let boss = GameCharacter(name: "Cave Troll", health: 150)

for round in 1...4 {
    print("Round \(round)")
    for hero in party where hero.isAlive {
        let damage = hero.attackPower()
        boss.takeDamage(damage)
        print("  \(hero.name) hits for \(damage)")
        if let healer = hero as? Healer, let hurt = party.first(where: { $0.health < $0.maxHealth }) {
            healer.heal(hurt)
        }
    }
    party[round % 2].takeDamage(18)
    if !boss.isAlive { print("  Boss defeated!"); break }
}
for member in party { print(member.describe()) }
print(boss.describe())

// expect: Round 1
// expect:   Brakka hits for 15
// expect:   Ilsa hits for 25
// expect:   Tomo hits for 2
// expect: Round 2
// expect:   Brakka hits for 15
// expect:   Ilsa hits for 25
// expect:   Tomo hits for 2
// expect:   Tomo heals Ilsa
// expect: Round 3
// expect:   Brakka hits for 15
// expect:   Ilsa hits for 25
// expect:   Tomo hits for 2
// expect:   Tomo heals Brakka
// expect: Round 4
// expect:   Brakka hits for 15
// expect:   Ilsa hits for 3
// expect:   Tomo hits for 2
// expect:   Tomo heals Ilsa
// expect: Warrior Brakka [106/120] armor 4
// expect: Mage Ilsa [70/70] mana 0
// expect: Mage Tomo [70/70] mana 30
// expect: Cave Troll [4/150]
