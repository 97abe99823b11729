package share

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nkeys"
)

// Who may do what is the embedded server's business, not ours: its
// accounts and per-user permissions (see docs/sharing.md).
//
//   - Account TABLE holds the table: the stream, the host's user (all
//     rights) and one nkey user per admitted device. Its JetStream is
//     bounded (one stream, no memory storage, maxAccountStore on disk).
//   - Account JOIN holds the user whose password is the join code. It may
//     publish only a join request (subjectJoin, imported from TABLE as a
//     service) and subscribe only to the answers' inboxes of its own
//     account: it sees nothing of the table.
//   - A device's user (its own nkey, kept on the device) may publish only
//     its own proposals and state requests and use only its own durable
//     consumer through the JetStream API; it may subscribe only to its own
//     inbox prefix and to its rights. The consumer is the host's to create,
//     with the feed the device's role may see (feedSubject).
const (
	accountTable = "TABLE"
	accountJoin  = "JOIN"
	// joinUser is the user whose password is the join code.
	joinUser = "join"
	// maxAccountStore bounds the table account's storage: the stream's
	// bound and room for the consumers' state.
	maxAccountStore = maxStream + 8<<20
	// maxConsumers bounds the durable consumers (one per device).
	maxConsumers = 256
)

// accountsConfig declares the accounts; the users are added to them in
// serverOptions. The JetStream limits can be given only this way.
var accountsConfig = fmt.Sprintf(`accounts {
  %s {
    jetstream { max_mem: 0, max_file: %d, max_streams: 1, max_consumers: %d }
    exports [ { service: %q } ]
  }
  %s {
    imports [ { service: { account: %s, subject: %q } } ]
  }
}`, accountTable, maxAccountStore, maxConsumers, subjectJoin, accountJoin, accountTable, subjectJoin)

// serverOptions are the embedded server's options: base's (address, store)
// with the accounts and, as users, the host (hostKey: its public key, made
// for the run, kept in memory), the join code and every admitted device
// (devices: by public key) with its permissions.
func serverOptions(base server.Options, hostKey, code string, devices map[string]*Device) (*server.Options, error) {
	o := &server.Options{}
	if err := o.ProcessConfigString(accountsConfig); err != nil {
		return nil, fmt.Errorf("share: the server's accounts: %w", err)
	}
	accounts := o.Accounts
	*o = base
	o.Accounts = accounts
	var table, join *server.Account
	for _, a := range accounts {
		switch a.Name {
		case accountTable:
			table = a
		case accountJoin:
			join = a
		}
	}
	o.Users = []*server.User{
		{Username: joinUser, Password: code, Account: join, Permissions: &server.Permissions{
			Publish:   &server.SubjectPermission{Allow: []string{subjectJoin}},
			Subscribe: &server.SubjectPermission{Allow: []string{"_INBOX.>"}},
		}},
	}
	o.Nkeys = []*server.NkeyUser{{Nkey: hostKey, Account: table}}
	for _, d := range sortedDevices(devices) {
		if d.Key == "" || d.Page || d.Role == RoleRemoved {
			continue
		}
		o.Nkeys = append(o.Nkeys, &server.NkeyUser{Nkey: d.Key, Account: table, Permissions: devicePermissions(d)})
	}
	return o, nil
}

// devicePermissions are what a device's user may publish and subscribe
// to: its own requests, its own consumer, its own inbox and rights.
func devicePermissions(d Device) *server.Permissions {
	cons := consumerName(d.Key)
	return &server.Permissions{
		Publish: &server.SubjectPermission{Allow: []string{
			subjectState + "." + d.Key,
			subjectPropose + "." + d.Key,
			"$JS.API.CONSUMER.INFO." + streamName + "." + cons,
			"$JS.API.CONSUMER.MSG.NEXT." + streamName + "." + cons,
			"$JS.ACK." + streamName + "." + cons + ".>",
		}},
		Subscribe: &server.SubjectPermission{Allow: []string{
			inboxPrefix(d.Key) + ".>",
			rightsSubject(d.Key),
		}},
	}
}

// inboxPrefix is where a device's answers come (nats.CustomInboxPrefix).
func inboxPrefix(key string) string { return "_I." + key }

// validKey checks a device's public key (an nkey user's).
func validKey(key string) error {
	if !nkeys.IsValidPublicUserKey(key) {
		return errors.New("not a device key")
	}
	return nil
}

// NewKey makes a device's key: an nkey user's seed, which stays on the
// device (its public key names it to the host).
func NewKey() (nkeys.KeyPair, error) { return nkeys.CreateUser() }

// LoadKey reads the device's key kept at path, or makes one and keeps it
// there (mode 0600): a device keeps its key, so that the host knows it
// again when it joins again.
func LoadKey(path string) (nkeys.KeyPair, error) {
	if data, err := os.ReadFile(path); err == nil {
		kp, err := nkeys.FromSeed([]byte(strings.TrimSpace(string(data))))
		if err != nil {
			return nil, fmt.Errorf("device key %s: %w", path, err)
		}
		return kp, nil
	} else if !errors.Is(err, os.ErrNotExist) {
		return nil, fmt.Errorf("device key: %w", err)
	}
	kp, err := NewKey()
	if err != nil {
		return nil, fmt.Errorf("device key: %w", err)
	}
	seed, err := kp.Seed()
	if err != nil {
		return nil, fmt.Errorf("device key: %w", err)
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return nil, fmt.Errorf("device key: %w", err)
	}
	if err := os.WriteFile(path, append(seed, '\n'), 0o600); err != nil {
		return nil, fmt.Errorf("device key: %w", err)
	}
	return kp, nil
}
