module github.com/haventable/haventable

go 1.26.8

require (
	fyne.io/fyne/v2 v2.7.1 // indirect
	github.com/BurntSushi/toml v1.6.0 // indirect
	github.com/mattn/go-sqlite3 v1.14.52 // indirect
	github.com/nicksnyder/go-i18n/v2 v2.7.0 // indirect
	golang.org/x/text v0.43.0 // indirect
)
